import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LimitedTextField } from './limited-text-field';

function Harness({ initial = '', hint }: { initial?: string; hint?: string }) {
  const [value, setValue] = useState(initial);
  return <LimitedTextField label="Preview" value={value} onChange={(event) => setValue(event.target.value)} maxLength={10} helperText={hint} />;
}

describe('LimitedTextField', () => {
  it('shows the hint and no counter while the value is short', () => {
    render(<Harness initial="abc" hint="A short line" />);
    expect(screen.getByText('A short line')).toBeInTheDocument();
    expect(screen.queryByLabelText(/of 10 characters/)).not.toBeInTheDocument();
  });

  it('counts near the limit and, over it, says so in the field as it is typed', async () => {
    const user = userEvent.setup();
    render(<Harness initial="abcdefg" hint="A short line" />);
    await user.type(screen.getByLabelText('Preview'), 'h');
    expect(screen.getByLabelText('8 of 10 characters')).toHaveTextContent('8/10');
    expect(screen.getByLabelText('Preview')).toHaveAttribute('aria-invalid', 'false');

    await user.type(screen.getByLabelText('Preview'), 'ijk');
    expect(screen.getByLabelText('11 of 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Ensure this field has no more than 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Preview')).toHaveAttribute('aria-invalid', 'true');
  });
});
