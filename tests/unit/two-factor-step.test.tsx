import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { recoveryCodesText } from '@/components/account/RecoveryCodes';
import { TwoFactorStep } from '@/components/auth/TwoFactorStep';
import { fakeFetch } from './fake-fetch';

const { answer, fetchMock } = fakeFetch();

/** The login's second step: what it sends, and where each answer leads. */
describe('TwoFactorStep', () => {
  const setup = () => {
    const onSignedIn = jest.fn();
    const onRestart = jest.fn();
    render(<TwoFactorStep onSignedIn={onSignedIn} onRestart={onRestart} />);
    return { onSignedIn, onRestart };
  };
  const verify = (label: string, code: string) => {
    fireEvent.change(screen.getByLabelText(label), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  };

  it('sends the app code to the BFF and is done on success', async () => {
    const { onSignedIn } = setup();
    answer(200, { message: 'Login successful', customer: { firstName: 'Ada' } });
    verify('Authentication code', '123456');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/two-factor');
    expect(JSON.parse(init.body)).toEqual({ code: '123456' });
  });

  it('checks the shape before sending, and shows a wrong code without leaving', async () => {
    const { onRestart } = setup();
    verify('Authentication code', '12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code.');
    expect(fetchMock).not.toHaveBeenCalled();
    answer(400, { message: 'That code is not right. Check it and try again.' });
    verify('Authentication code', '654321');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.'),
    );
    expect(onRestart).not.toHaveBeenCalled();
  });

  it('takes a recovery code instead, and goes back to the password when the login expired', async () => {
    const { onRestart } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    answer(401, { message: 'Your login has expired. Please log in again.' });
    verify('Recovery code', 'ABCD-EFGH-JKLM-NPQR');
    await waitFor(() =>
      expect(onRestart).toHaveBeenCalledWith('Your login has expired. Please log in again.'),
    );
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ code: 'ABCD-EFGH-JKLM-NPQR' });
  });
});

it('the recovery codes file says what they are, then one code a line', () => {
  const text = recoveryCodesText(['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH']);
  expect(text.split('\n').slice(0, 1)).toEqual(['Oja Market recovery codes']);
  expect(text).toMatch(/\nAAAA-BBBB-CCCC-DDDD\nEEEE-FFFF-GGGG-HHHH\n$/);
});
