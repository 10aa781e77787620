import { LightAlert } from '../../../components/LightAlert';
import { LightButton } from '../../../components/LightButton';
import './dashboard.css';

export type TabAction = { label: string; onClick: () => void; primary?: boolean };

type TabActionsProps = {
  actions: readonly TabAction[];
  /** The early-retake alert (docs/product/dashboard.md, "The dashboard (/dashboard)") */
  alert: string | null;
  onCloseAlert: () => void;
};

/** The buttons of a dashboard tab and the early-retake alert they may raise. */
export function TabActions({ actions, alert, onCloseAlert }: TabActionsProps) {
  return (
    <>
      {alert && (
        <LightAlert severity="warning" onClose={onCloseAlert} className="dash-alert">
          {alert}
        </LightAlert>
      )}
      <div className="dash-actions">
        {actions.map((a) => (
          <LightButton
            key={a.label}
            variant={a.primary ? 'contained' : 'outlined'}
            onClick={a.onClick}
          >
            {a.label}
          </LightButton>
        ))}
      </div>
    </>
  );
}
