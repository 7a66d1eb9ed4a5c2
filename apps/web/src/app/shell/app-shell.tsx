import { Outlet, useNavigation } from 'react-router';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { BrandTint } from '@/features/branding/components/brand-tint';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}

/** Sidebar, header (breadcrumbs, back, theme, account) and the page, for every login-required page. */
export function AppShell() {
  return (
    <SidebarProvider>
      <BrandTint />
      <NavigationProgress />
      <AppSidebar />
      <SidebarInset>
        <AppHeader />
        <main id="main-content" className="flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
