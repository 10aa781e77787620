import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

type TextInputProps = {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  endAdornment?: ReactNode;
  /** attributes of the <input> itself, e.g. `{ min: 16 }` */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
};

/**
 * An outlined text field laid out as MUI's `<TextField fullWidth margin="normal">` (same label,
 * outline and input markup, the label tied to the input by id), built from the parts it needs.
 * TextField itself also brings Select, Menu, Popover and Modal (about 15 kB gzipped), which the
 * sign-in screen never uses (the first visit to `/` stays within its budget).
 */
export function TextInput({
  label,
  value,
  onChange,
  type,
  autoComplete,
  autoFocus,
  disabled,
  endAdornment,
  htmlInput,
}: TextInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <FormControl className="MuiTextField-root" fullWidth margin="normal" disabled={disabled}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        inputProps={htmlInput}
      />
    </FormControl>
  );
}
