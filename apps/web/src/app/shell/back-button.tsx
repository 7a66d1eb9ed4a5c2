import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { parentHref } from '../breadcrumbs';

function hasHistoryToGoBackTo(): boolean {
  // React Router keeps the position in its history stack in history.state.idx.
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && idx > 0;
}

/** To the breadcrumb parent; without one, back in history (or to the dashboard on a first page). */
export function BackButton() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const parent = parentHref(pathname, search);

  const goBack = () => {
    if (parent) navigate(parent);
    else if (hasHistoryToGoBackTo()) navigate(-1);
    else navigate('/dashboard');
  };

  return (
    <Button variant="ghost" size="icon" className="size-8" aria-label="Go back" onClick={goBack}>
      <ArrowLeft aria-hidden="true" />
    </Button>
  );
}
