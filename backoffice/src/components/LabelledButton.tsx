import { Button } from '@mui/material';
import type { ReactNode } from 'react';

export type LabelledButtonProps = {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
};

/**
 * A toolbar button whose words stay on screen at every width: react-admin's Button turns into a
 * bare icon on phones, which a person has to guess (docs/product/coordinators.md).
 */
export const LabelledButton = ({ label, icon, onClick, disabled }: LabelledButtonProps) => (
  <Button size="small" startIcon={icon} onClick={onClick} disabled={disabled}>
    {label}
  </Button>
);
