import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { DashboardTab } from '../lib/tabs';
import { DashboardTabs } from './DashboardTabs';
import { EnrichButton, ENRICH_TOOLTIP } from './EnrichButton';

function Tabs({ vertical }: { vertical: boolean }) {
  const [tab, setTab] = useState<DashboardTab>('uniready');
  return <DashboardTabs tab={tab} onTab={setTab} vertical={vertical} />;
}

const tab = (name: string) => screen.getByRole('tab', { name });

// The tabs are drawn without MUI; they keep the keys MUI's Tabs answered.
describe('dashboard tabs', () => {
  it('should be one tab stop, the selected tab, tied to its panel', () => {
    render(<Tabs vertical />);
    expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    expect(tab('UniReady')).toHaveAttribute('tabindex', '0');
    expect(tab('UniReady')).toHaveAttribute('aria-selected', 'true');
    expect(tab('UniReady')).toHaveAttribute('aria-controls', 'dashboard-panel-uniready');
    expect(tab('FutureReady')).toHaveAttribute('tabindex', '-1');
    expect(tab('FutureReady')).toHaveAttribute('aria-selected', 'false');
  });

  it('should move the focus with the down and up arrows when vertical, and select on Enter', async () => {
    const user = userEvent.setup();
    render(<Tabs vertical />);
    await user.tab();
    expect(tab('UniReady')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tab('FutureReady')).toHaveFocus();
    expect(tab('UniReady')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('FutureReady')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tab('FutureReady')).toHaveAttribute('aria-selected', 'true');
    expect(tab('FutureReady')).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(tab('Generate Insights')).toHaveFocus();
  });

  it('should move with the left and right arrows, Home and End when horizontal', async () => {
    const user = userEvent.setup();
    render(<Tabs vertical={false} />);
    expect(screen.getByRole('tablist')).not.toHaveAttribute('aria-orientation');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('FutureReady')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tab('FutureReady')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Generate Insights')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('UniReady')).toHaveFocus();
    await user.keyboard('{ArrowLeft} ');
    expect(tab('Generate Insights')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Enrich+ gate', () => {
  it('should show why it is disabled on hover, and nothing once enabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<EnrichButton enabled={false} onEnrich={jest.fn()} wide />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByLabelText(ENRICH_TOOLTIP));
    expect(screen.getByRole('tooltip')).toHaveTextContent(ENRICH_TOOLTIP);
    await user.unhover(screen.getByLabelText(ENRICH_TOOLTIP));
    expect(screen.queryByRole('tooltip')).toBeNull();
    rerender(<EnrichButton enabled onEnrich={jest.fn()} wide />);
    expect(screen.queryByLabelText(ENRICH_TOOLTIP)).toBeNull();
    expect(screen.getByRole('button', { name: 'Enrich+' })).toBeEnabled();
  });
});
