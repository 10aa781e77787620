import type { ButtonHTMLAttributes } from 'react';
import './light-controls.css';

type LightButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'text' | 'contained' | 'outlined' | 'menu';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
};

/** MUI's Button as the theme draws it, without MUI (the dashboard's first screen). */
export function LightButton(props: LightButtonProps) {
  const { variant = 'text', size = 'medium', fullWidth, className, ...rest } = props;
  const classes = ['lc-button'];
  if (variant !== 'text') classes.push(`lc-button--${variant}`);
  if (size !== 'medium') classes.push(`lc-button--${size}`);
  if (fullWidth) classes.push('lc-button--full');
  if (className) classes.push(className);
  return <button type="button" className={classes.join(' ')} {...rest} />;
}
