import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CodeInput, emptyCode } from '@/components/auth/CodeInput';

function Harness() {
  const [chars, setChars] = useState(emptyCode);
  return (
    <>
      <p id="prompt">Enter the code sent to your email</p>
      <CodeInput value={chars} onChange={setChars} labelledBy="prompt" />
      <output data-testid="code">{chars.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('CodeInput', () => {
  it('has six labelled one-character boxes in a group named by the prompt', () => {
    render(<Harness />);
    expect(
      screen.getByRole('group', { name: 'Enter the code sent to your email' }),
    ).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Character 1 of 6')).toBe(boxes()[0]);
  });

  it('moves on after each character and back on Backspace in an empty box', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0], { target: { value: '4' } });
    expect(boxes()[1]).toHaveFocus();
    fireEvent.keyDown(boxes()[1], { key: 'Backspace' });
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveValue('');
  });

  it('fills every box from a pasted code, wherever it is pasted', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[3], { clipboardData: { getData: () => ' 482 913 ' } });
    expect(boxes().map((box) => box.value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(screen.getByTestId('code')).toHaveTextContent('482913');
  });

  it('spreads a one-time-code autofill over the boxes', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0], { target: { value: '135790' } });
    expect(screen.getByTestId('code')).toHaveTextContent('135790');
  });

  it('keeps a gap where a box is empty, so the code is not six characters', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0], { target: { value: '1' } });
    fireEvent.change(boxes()[2], { target: { value: '3' } });
    expect(boxes().map((box) => box.value)).toEqual(['1', '', '3', '', '', '']);
    expect(screen.getByTestId('code')).toHaveTextContent(/^13$/);
  });
});
