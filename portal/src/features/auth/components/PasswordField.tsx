import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { TextInput } from '../../../components/TextInput';

type PasswordFieldProps = {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  autoComplete?: 'current-password' | 'new-password';
  disabled?: boolean;
};

/**
 * A password input with a show/hide toggle (docs/product/access.md, "The registration form"). The
 * toggle is named 'Show' / 'Hide' so that a label lookup of 'Password' finds only the input.
 */
export function PasswordField({
  value,
  onChange,
  label = 'Password',
  autoComplete = 'current-password',
  disabled,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete={autoComplete}
      disabled={disabled}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? 'Hide' : 'Show'}
            onClick={() => setVisible((v) => !v)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
