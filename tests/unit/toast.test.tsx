import { act, render, screen } from '@testing-library/react';
import { Toasts } from '@/components/layout/Toasts';
import { notify } from '@/components/layout/toast';

describe('notify', () => {
  it('shows success and error notices in the layout’s toaster, also ones raised before it loads', async () => {
    notify.success('Address added successfully!');
    render(<Toasts />);
    expect(await screen.findByText('Address added successfully!')).toBeInTheDocument();

    notify.error('Failed to delete address. Please try again.');
    const error = await screen.findByText('Failed to delete address. Please try again.');
    expect(error.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(
      screen.getByText('Address added successfully!').closest('[data-sonner-toast]'),
    ).toHaveAttribute('data-type', 'success');
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute(
      'data-y-position',
      'top',
    );
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute(
      'data-x-position',
      'center',
    );
    expect(error.closest('[data-sonner-toast]')).toHaveAttribute('data-rich-colors', 'true');
  });

  it('takes a notice away after 2.5 s and its fade', async () => {
    render(<Toasts />);
    // sonner loads after the page: the clock is faked once its toaster is there.
    await screen.findByRole('region', { name: /Notifications/ });
    jest.useFakeTimers();
    try {
      notify.success('Cart item updated successfully!');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByText('Cart item updated successfully!')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2300);
      });
      expect(screen.getByText('Cart item updated successfully!')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1200);
      });
      expect(screen.queryByText('Cart item updated successfully!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
