import { sanitizeVendorHtml, vendorHtmlToText } from '@/lib/server/sanitize';

describe('sanitizeVendorHtml', () => {
  it('keeps the allowed text tags as they are', () => {
    const html =
      '<h3>Fresh</h3><h4>Yams</h4><p><strong>Big</strong> <em>and</em> clean<br></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeVendorHtml(html)).toBe(
      '<h3>Fresh</h3><h4>Yams</h4><p><strong>Big</strong> <em>and</em> clean<br /></p><ul><li>one</li></ul><ol><li>two</li></ol>',
    );
  });

  it('writes bold and italics as strong and em', () => {
    expect(sanitizeVendorHtml('<p><b>Big</b> <i>yams</i></p>')).toBe(
      '<p><strong>Big</strong> <em>yams</em></p>',
    );
  });

  it('drops scripts, styles and embedded widgets with their contents', () => {
    expect(
      sanitizeVendorHtml(
        '<p>Rice</p><script>alert("x")</script><style>p{}</style><iframe src="https://x.example">x</iframe><noscript>n</noscript>',
      ),
    ).toBe('<p>Rice</p>');
  });

  it('drops every attribute but a safe link href: no handlers, styles, classes or images', () => {
    expect(
      sanitizeVendorHtml(
        '<p onclick="steal()" style="color:red" class="x" id="y">Beans</p><img src=x onerror="steal()">',
      ),
    ).toBe('<p>Beans</p>');
  });

  it('drops tags outside the list but keeps their text', () => {
    expect(
      sanitizeVendorHtml(
        '<div><h1>Title</h1><span>Text</span><table><tr><td>c</td></tr></table></div>',
      ),
    ).toBe('TitleTextc');
  });

  it('keeps http, https and mailto links, opening safely in a new tab', () => {
    for (const href of ['https://ojamarket.ng/about', 'http://farm.example', 'mailto:a@b.ng']) {
      expect(
        sanitizeVendorHtml(`<a href="${href}" onclick="x()" rel="opener" target="_top">Us</a>`),
      ).toBe(`<a href="${href}" rel="noopener nofollow" target="_blank">Us</a>`);
    }
  });

  it('disarms script, data, relative and protocol-relative links but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/relative',
    ]) {
      expect(sanitizeVendorHtml(`<a href="${href}">Click</a>`)).toBe('<a>Click</a>');
    }
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeVendorHtml('<p>5 &lt; 6 &amp; "quotes"</p>')).toBe(
      '<p>5 &lt; 6 &amp; "quotes"</p>',
    );
    expect(sanitizeVendorHtml('<p>a<</p>')).toBe('<p>a&lt;</p>');
  });

  it('is empty for empty or whitespace input', () => {
    expect(sanitizeVendorHtml('')).toBe('');
    expect(sanitizeVendorHtml('  \n ')).toBe('');
  });
});

describe('vendorHtmlToText', () => {
  it('reads blocks as separate words and decodes entities', () => {
    expect(vendorHtmlToText('<p>Yams &amp; beans</p><ul><li>Clean</li><li>Dry</li></ul>')).toBe(
      'Yams & beans Clean Dry',
    );
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = vendorHtmlToText(`<p>${'harvest '.repeat(40)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text).toMatch(/^harvest( harvest)*…$/);
  });
});
