import { initials } from '@groundwork/shared/formats/formats';
import { LogOut, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AUTH_TOASTS } from '@/features/auth/api/auth-messages';
import { useMe } from '@/features/auth/api/use-me';
import { getSupabase } from '@/lib/supabase';

export function AccountMenu() {
  const navigate = useNavigate();
  const profile = useMe().data?.profile;
  const displayName =
    profile?.full_name ||
    [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') ||
    profile?.email;

  const signOut = async () => {
    try {
      const { error } = await getSupabase().auth.signOut();
      if (error) throw error;
      toast.success(AUTH_TOASTS.signedOut);
      navigate('/auth');
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.error(AUTH_TOASTS.signOutFailed);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9 rounded-full" aria-label="Account menu">
          <Avatar>
            <AvatarFallback>
              {initials(profile?.first_name, profile?.last_name, profile?.email)}
            </AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          {displayName ? <span className="truncate font-medium">{displayName}</span> : null}
          {profile?.email ? (
            <span className="truncate text-muted-foreground text-xs">{profile.email}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/settings/profile')}>
          <User aria-hidden="true" /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
