import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { countedLength, tooLongMessage } from '@/shared/lib/text-limit';

/** The counter appears once a value has used this share of its limit, and stays while it is over. */
const COUNTER_FROM = 0.8;

export type LimitedTextFieldProps = Omit<TextFieldProps, 'value' | 'helperText'> & {
  value: string;
  /** The longest value the server accepts (trimmed, as the server measures). */
  maxLength: number;
  /** Shown under the field when there is no error: a hint, or a blank line to keep the layout still. */
  helperText?: ReactNode;
};

/**
 * A TextField that knows the server's limit: near it a "n/max" counter appears, over it the field shows
 * the server's error at once, so the member finds out while typing rather than after Save.
 */
export function LimitedTextField({ value, maxLength, helperText, error, ...props }: LimitedTextFieldProps) {
  const length = countedLength(value);
  const over = length > maxLength;
  const showCounter = length >= maxLength * COUNTER_FROM;
  const message = over ? tooLongMessage(maxLength) : helperText;
  return (
    <TextField
      {...props}
      value={value}
      error={Boolean(error) || over}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{message ?? ' '}</span>
          {showCounter && (
            <Box component="span" sx={{ flexShrink: 0 }} aria-label={`${length} of ${maxLength} characters`}>
              {length}/{maxLength}
            </Box>
          )}
        </Box>
      }
    />
  );
}
