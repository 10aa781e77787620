import { CommunityLinks } from '../../../components/CommunityLinks';
import { LightButton } from '../../../components/LightButton';
import './dashboard.css';

type DashboardMoreProps = {
  onManageAccount: () => void;
  onLogout: () => void;
  /** Students only: their reports and the school's careers advisers (docs/product/advisers.md). */
  onShareWithAdvisers?: () => void;
};

/**
 * The community links and the account menu: under the tabs, or after the results when narrow.
 * Plain elements.
 */
export function DashboardMore({
  onManageAccount,
  onLogout,
  onShareWithAdvisers,
}: DashboardMoreProps) {
  return (
    <aside aria-label="Community and account" className="lc-paper dash-more">
      <CommunityLinks />
      <hr className="dash-divider" />
      <p className="lc-overline" id="account-menu-label">
        Account
      </p>
      <div role="group" aria-labelledby="account-menu-label" className="lc-menu-group">
        <LightButton variant="menu" onClick={onManageAccount}>
          Manage Account
        </LightButton>
        {onShareWithAdvisers && (
          <LightButton variant="menu" onClick={onShareWithAdvisers}>
            Share with my school&apos;s careers advisers
          </LightButton>
        )}
        <LightButton variant="menu" onClick={onLogout}>
          Log out
        </LightButton>
      </div>
    </aside>
  );
}
