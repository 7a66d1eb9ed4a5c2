// Subpath import: the package barrel would pull zod into the entry chunk.
import { isInternalRole } from '@groundwork/shared/roles/roles';
import { Link, useLocation } from 'react-router';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { useMe } from '@/features/auth/api/use-me';
import { OrganizationLogo } from '@/features/branding/components/organization-logo';
import { findAppRoute } from '../breadcrumbs';
import { NAV_ITEMS } from './nav-items';

export function AppSidebar() {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const me = useMe();
  const isInternal = me.data?.roles.some((role) => isInternalRole(role.role)) ?? false;
  const activeArea = findAppRoute(pathname)?.route.area;
  const items = NAV_ITEMS.filter((item) => !item.isInternalOnly || isInternal);
  const organizationName = me.data?.organization?.name;
  const showOrganization = organizationName && organizationName !== 'Groundwork';

  return (
    <Sidebar label="Main navigation">
      {/* The organization's colour marks the top of the sidebar (BrandTint sets --primary). */}
      <SidebarHeader className="border-primary border-t-4">
        <Link
          to="/dashboard"
          aria-label="Groundwork dashboard"
          className="flex items-center gap-2 overflow-hidden rounded-md p-1 outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring group-data-[collapsible=icon]:p-0"
          onClick={() => isMobile && setOpenMobile(false)}
        >
          <OrganizationLogo
            logoUrl={me.data?.organization?.logo_url}
            name={organizationName ?? 'Groundwork'}
          />
          <span className="grid min-w-0 leading-tight group-data-[collapsible=icon]:hidden">
            <span className="truncate font-bold">Groundwork</span>
            {showOrganization ? (
              <span className="truncate text-sidebar-foreground/80 text-xs">{organizationName}</span>
            ) : null}
          </span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Main navigation">
          <SidebarGroup>
            <SidebarGroupLabel>Navigation</SidebarGroupLabel>
            <SidebarMenu>
              {items.map((item) => {
                const isActive = item.area === activeArea;
                return (
                  <SidebarMenuItem key={item.href}>
                    <SidebarMenuButton asChild isActive={isActive} tooltip={item.title}>
                      <Link
                        to={item.href}
                        aria-current={isActive ? 'page' : undefined}
                        onClick={() => isMobile && setOpenMobile(false)}
                      >
                        <item.icon aria-hidden="true" />
                        <span>{item.title}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                );
              })}
            </SidebarMenu>
          </SidebarGroup>
        </nav>
      </SidebarContent>
    </Sidebar>
  );
}
