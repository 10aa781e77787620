import { useState } from 'react';
import { LightButton } from '../../../components/LightButton';

export const ENRICH_TOOLTIP = 'Complete UniReady and FutureReady to enable Enrich+';

type EnrichButtonProps = { enabled: boolean; onEnrich: () => void; wide: boolean };

/**
 * Enrich+ (docs/product/dashboard.md): the Enrich+ gate, disabled with its reason as a tooltip
 * until the server grants access. The tooltip is MUI's (named on the wrapper, shown on hover and
 * touch) drawn without
 * MUI.
 */
export function EnrichButton({ enabled, onEnrich, wide }: EnrichButtonProps) {
  const [shown, setShown] = useState(false);
  const show = () => setShown(true);
  const hide = () => setShown(false);
  return (
    <span
      className="dash-enrich"
      aria-label={enabled ? undefined : ENRICH_TOOLTIP}
      onMouseEnter={show}
      onMouseLeave={hide}
      onTouchStart={show}
      onTouchEnd={hide}
    >
      <LightButton fullWidth={wide} disabled={!enabled} onClick={onEnrich}>
        Enrich+
      </LightButton>
      {shown && !enabled && (
        <span role="tooltip" className={`lc-tooltip lc-tooltip--${wide ? 'right' : 'bottom'}`}>
          {ENRICH_TOOLTIP}
        </span>
      )}
    </span>
  );
}
