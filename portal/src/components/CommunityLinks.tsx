import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-context';
import { LightButton } from './LightButton';

/**
 * The two community pages (docs/product/dashboard.md, "The school community"), linked from both
 * dashboards' sidebars. Plain elements:
 * part of the dashboard's first screen, which loads no MUI.
 */
export function CommunityLinks() {
  const navigate = useNavigate();
  const { role } = useSession();
  return (
    <>
      <p className="lc-overline" id="community-menu-label">
        Community
      </p>
      <div role="group" aria-labelledby="community-menu-label" className="lc-menu-group">
        <LightButton variant="menu" onClick={() => void navigate('/social-feed')}>
          Social Feed
        </LightButton>
        <LightButton variant="menu" onClick={() => void navigate('/consultant-profile')}>
          {role === 'subject_consultant' ? 'Consultant Profile' : 'Subject Consultants'}
        </LightButton>
      </div>
    </>
  );
}
