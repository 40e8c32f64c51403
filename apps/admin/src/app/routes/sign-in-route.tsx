import { useNavigate } from 'react-router';
import { SignInPage } from '../../features/auth/components/sign-in-page';
import { paths } from '../../lib/paths';

export default function SignInRoute() {
  const navigate = useNavigate();
  return (
    <SignInPage
      onSignedIn={(setupRequired) =>
        navigate(setupRequired ? paths.twoStep : paths.dashboard, { replace: true })
      }
    />
  );
}
