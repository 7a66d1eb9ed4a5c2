import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { AccountMenu } from './account-menu';
import { BackButton } from './back-button';
import { Breadcrumbs } from './breadcrumbs';
import { ThemeSwitcher } from './theme-switcher';

export function AppHeader() {
  return (
    <header className="print:hidden sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mx-1 h-5!" />
      <BackButton />
      <Breadcrumbs />
      <div className="ml-auto flex items-center gap-1">
        <ThemeSwitcher />
        <AccountMenu />
      </div>
    </header>
  );
}
