import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ReviewForm } from '@/components/product/ReviewForm';
import { COMMERCE_MESSAGES } from '@/lib/contract/commerce';

const { ratingRequired, titleRequired, commentRequired } = COMMERCE_MESSAGES;

function setup(initial?: { rating: number; title: string; comment: string }) {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(<ReviewForm initial={initial} submitLabel="SUBMIT REVIEW" onSubmit={onSubmit} />);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'SUBMIT REVIEW' }));
  return { onSubmit, submit };
}

describe('ReviewForm', () => {
  it('shows each required message and sends nothing when all is empty', async () => {
    const { onSubmit, submit } = setup();
    submit();
    expect(await screen.findByText(ratingRequired)).toBeInTheDocument();
    expect(screen.getByText(titleRequired)).toBeInTheDocument();
    expect(screen.getByText(commentRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes blank title and comment as missing', async () => {
    const { onSubmit, submit } = setup();
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: ' \n ' } });
    submit();
    expect(await screen.findByText(titleRequired)).toBeInTheDocument();
    expect(screen.getByText(commentRequired)).toBeInTheDocument();
    expect(screen.queryByText(ratingRequired)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a message as soon as its field is edited', async () => {
    const { submit } = setup();
    submit();
    await screen.findByText(titleRequired);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'G' } });
    expect(screen.queryByText(titleRequired)).not.toBeInTheDocument();
    expect(screen.getByText(commentRequired)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('2 stars'));
    expect(screen.queryByText(ratingRequired)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: ' ' } });
    expect(screen.queryByText(commentRequired)).not.toBeInTheDocument();
  });

  it('sends the parsed review, trimmed, with a numeric rating', async () => {
    const { onSubmit, submit } = setup();
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Fresh yams ' } });
    fireEvent.change(screen.getByLabelText('Comment'), {
      target: { value: 'Big tubers, fast delivery.' },
    });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      rating: 5,
      title: 'Fresh yams',
      comment: 'Big tubers, fast delivery.',
    });
  });

  it('starts from the shopper’s own review when updating', async () => {
    const { onSubmit, submit } = setup({ rating: 3, title: 'Okay', comment: 'Could be drier.' });
    expect(screen.getByLabelText('3 stars')).toBeChecked();
    expect(screen.getByLabelText('Title')).toHaveValue('Okay');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      rating: 3,
      title: 'Okay',
      comment: 'Could be drier.',
    });
  });
});
