import { addressLine, addressLines } from '@/lib/shared/checkout/address-line';

describe('addressLine', () => {
  it('names street, area, state and postcode', () => {
    expect(
      addressLine({
        address: '12 Allen Avenue',
        city: 'Ikeja',
        state: 'Lagos',
        postcode: '100271',
      }),
    ).toBe('12 Allen Avenue, Ikeja, Lagos 100271');
  });

  it('does not repeat an area the street already ends with (issue 38: "Ikeja, Ikeja")', () => {
    expect(
      addressLine({
        address: '12 Allen Avenue, Ikeja',
        city: 'ikeja',
        state: 'Lagos',
        postcode: '100271',
      }),
    ).toBe('12 Allen Avenue, Ikeja, Lagos 100271');
  });

  it('does not repeat a city that is the state’s own name', () => {
    expect(
      addressLine({ address: '3 Zoo Road', city: 'Kano', state: 'Kano', postcode: '700001' }),
    ).toBe('3 Zoo Road, Kano 700001');
  });

  it('keeps a city that only contains the street’s last word', () => {
    expect(addressLine({ address: '4 Ring Road, Ikeja', city: 'Ikeja GRA', state: 'Lagos' })).toBe(
      '4 Ring Road, Ikeja, Ikeja GRA, Lagos',
    );
  });

  it('leaves out missing parts without stray commas', () => {
    expect(addressLine({ address: ' 7 Market Street ', city: '', state: null, postcode: '' })).toBe(
      '7 Market Street',
    );
    expect(addressLine({ address: '7 Market Street', postcode: '100001' })).toBe(
      '7 Market Street, 100001',
    );
  });
});

describe('addressLines', () => {
  it('splits street and place for the address book', () => {
    expect(
      addressLines({
        address: '9 Awolowo Way, Ikeja',
        city: 'Ikeja',
        state: 'Lagos',
        postcode: '100271',
      }),
    ).toEqual({ street: '9 Awolowo Way, Ikeja', place: 'Lagos 100271' });
  });
});
