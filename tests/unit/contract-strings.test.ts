import {
  addressBody,
  multiLine,
  notAllowedCharacters,
  reviewBody,
  signupBody,
  singleLine,
} from '@/lib/contract';

const CONTROL = [...Array(32).keys(), 0x7f].map((code) => String.fromCharCode(code));
const LINE_BREAKS = ['\t', '\n', '\r'];

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0].message;

describe('strings from callers', () => {
  it('one line: refuses every control character and DEL, naming the field', () => {
    const field = singleLine('The store name');
    for (const character of CONTROL)
      expect(firstMessage(field.safeParse(`Mama${character}Ngozi`))).toBe(
        notAllowedCharacters('The store name'),
      );
    expect(field.parse('Mama Ngozi Farms · Ọ̀yọ́ ₦')).toBe('Mama Ngozi Farms · Ọ̀yọ́ ₦');
  });

  it('many lines: tabs and line breaks pass, no other control character', () => {
    const field = multiLine('The comment');
    for (const character of CONTROL)
      expect(field.safeParse(`Good${character}rice`).success).toBe(LINE_BREAKS.includes(character));
  });

  it('runs before trimming: a control character at either end is refused too', () => {
    const field = singleLine('The title').trim();
    expect(field.safeParse('\u0000Title').success).toBe(false);
    expect(field.safeParse('Title\u007f').success).toBe(false);
    expect(field.parse('  Title  ')).toBe('Title');
  });

  it("the contract's bodies use them: a NUL gets the field's own message", () => {
    const signup = {
      firstName: 'Ada',
      lastName: 'Eze',
      phoneNumber: '0803 555 0101',
      email: 'ada@example.ng',
      password: 'Ojà-Market1',
    };
    expect(firstMessage(signupBody.safeParse({ ...signup, lastName: 'E\u0000ze' }))).toBe(
      notAllowedCharacters('Last name'),
    );
    expect(firstMessage(signupBody.safeParse({ ...signup, email: 'a\u0000da@example.ng' }))).toBe(
      notAllowedCharacters('Email'),
    );
    const address = {
      state: 'Lagos',
      city: 'Ikeja',
      address: '12 Allen Avenue',
      postcode: '100271',
    };
    expect(firstMessage(addressBody.safeParse({ ...address, address: '12 Allen\nAvenue' }))).toBe(
      notAllowedCharacters('Address'),
    );
    const review = { rating: 5, title: 'Good', comment: 'Clean.\r\n\tWell packed.' };
    expect(reviewBody.parse(review).comment).toBe(review.comment);
    expect(firstMessage(reviewBody.safeParse({ ...review, comment: 'Clean\u0000' }))).toBe(
      notAllowedCharacters('The comment'),
    );
  });
});
