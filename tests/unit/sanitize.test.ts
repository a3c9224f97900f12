import { sanitizeVendorHtml } from '@/lib/server/sanitize';

describe('sanitizeVendorHtml', () => {
  it('keeps the allowed text tags, writing bold and italics as strong and em', () => {
    const html =
      '<h3>Fresh</h3><h4>Yams</h4><p><strong>Big</strong> <em>and</em> <b>clean</b> <i>tubers</i><br></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeVendorHtml(html)).toBe(
      '<h3>Fresh</h3><h4>Yams</h4><p><strong>Big</strong> <em>and</em> <strong>clean</strong> <em>tubers</em><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>',
    );
  });

  it('removes script tags and their content', () => {
    const clean = sanitizeVendorHtml('<p>Rice</p><script>alert("x")</script><style>p{}</style>');
    expect(clean).toBe('<p>Rice</p>');
  });

  it('removes event handlers, styles and classes', () => {
    const clean = sanitizeVendorHtml(
      '<p onclick="steal()" style="color:red" class="x">Beans</p><img src=x onerror="steal()">',
    );
    expect(clean).toBe('<p>Beans</p>');
  });

  it('removes javascript: and other unsafe links but keeps their text', () => {
    expect(sanitizeVendorHtml('<a href="javascript:alert(1)">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeVendorHtml('<a href="JaVaScRiPt:alert(1)">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeVendorHtml('<a href="data:text/html,x">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeVendorHtml('<a href="//evil.example">Click</a>')).toBe('<a>Click</a>');
  });

  it('lets http, https and mailto links open safely in a new tab', () => {
    for (const href of ['https://ojamarket.ng/about', 'http://farm.example', 'mailto:a@b.ng']) {
      expect(sanitizeVendorHtml(`<a href="${href}" onclick="x()" rel="opener">Us</a>`)).toBe(
        `<a href="${href}" rel="noopener nofollow" target="_blank">Us</a>`,
      );
    }
  });

  it('drops tags outside the list but keeps their text', () => {
    expect(sanitizeVendorHtml('<div><h1>Title</h1><span>Text</span></div>')).toBe('TitleText');
    expect(sanitizeVendorHtml('<iframe src="https://x.example"></iframe>')).toBe('');
  });
});
