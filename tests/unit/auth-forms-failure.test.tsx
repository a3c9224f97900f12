import { fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { InLayoutForgotPassword } from '@/components/account/InLayoutForgotPassword';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { fakeFetch } from './fake-fetch';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const { answer } = fakeFetch();
const PASSWORD = 'Plantain#Yam25';

/** The two sign-in forms the end-to-end tests do not reach with a rate limit or a failure. */
describe('ResetPasswordForm', () => {
  const submit = () => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: PASSWORD } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: PASSWORD },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  };

  it('says how long to wait on a 429, and something went wrong on a 503', async () => {
    render(<ResetPasswordForm token="abc" />);
    answer(
      429,
      { message: 'Too many attempts. Please wait a minute and try again.' },
      {
        'retry-after': '42',
      },
    );
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 42 seconds.',
    );
    answer(503, { message: 'The marketplace could not be reached. Please try again.' });
    submit();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it("keeps the server's reason for a refused link", async () => {
    render(<ResetPasswordForm token="abc" />);
    answer(400, { message: 'Error resetting password: this link is invalid.' });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error resetting password: this link is invalid.',
    );
  });
});

describe('InLayoutForgotPassword', () => {
  it('says how long to wait on a 429, and the spec text on a refusal', async () => {
    render(
      <>
        <Toaster />
        <InLayoutForgotPassword />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.ng' } });
    answer(429, { message: 'Too many attempts.' }, { 'retry-after': '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Too many attempts. Try again in 1 second.'),
    ).toBeInTheDocument();

    answer(400, { message: 'Invalid email address' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset link. Try again.')).toBeInTheDocument();
  });
});
