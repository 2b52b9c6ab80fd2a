/**
 * The editor app: react-admin on the admin API. Each feature folder exports its screens; the
 * role decides which ones a person sees (auth provider's canAccess) and the server decides what
 * they may do.
 */
import { Admin, CanAccess, CustomRoutes, Resource } from 'react-admin';
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { authProvider } from './api/auth-provider';
import { dataProvider } from './api/data-provider';
import { CONTENT_COLLECTIONS } from './api/resources';
import { EditorLayout } from './layout/layout';
import { COLLECTION_LABELS } from './layout/labels';
import { darkTheme, lightTheme } from './layout/theme';
import { SignInPage } from './layout/sign-in-page';
import { AccessDeniedPage } from './layout/access-denied';
import { i18nProvider } from './layout/messages';
import { postScreens } from './posts';
import { collectionScreens, menuSectionScreens, SiteSettingsPage } from './content';
import { commentScreens } from './comments';
import { leadScreens } from './leads';
import { subscriberScreens } from './subscribers';
import { mediaScreens } from './media';
import {
  AcceptInvitationPage,
  ChangePasswordPage,
  ResetPasswordPage,
  peopleScreens,
} from './people';
import { auditScreens } from './audit';
import { SiteStatusPage } from './site-status';

/**
 * A browser router with data APIs around the app: react-admin's forms warn before a person
 * leaves unsaved changes only inside one.
 */
function DataRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: children }], { basename }),
  );
  return <RouterProvider router={router} />;
}

export function App() {
  // Real addresses under /admin (the provider answers index.html for each), not #/ ones.
  return (
    <DataRouter basename="/admin">
      <Admin
        title="Editor app"
        dataProvider={dataProvider}
        authProvider={authProvider}
        loginPage={SignInPage}
        accessDenied={AccessDeniedPage}
        i18nProvider={i18nProvider}
        layout={EditorLayout}
        theme={lightTheme}
        darkTheme={darkTheme}
        requireAuth
        disableTelemetry
      >
        <Resource name="posts" options={{ label: 'Posts' }} {...postScreens} />
        <Resource name="comments" options={{ label: 'Comments' }} {...commentScreens} />
        <Resource name="leads" options={{ label: 'Leads' }} {...leadScreens} />
        <Resource name="subscribers" options={{ label: 'Subscribers' }} {...subscriberScreens} />
        <Resource name="media" options={{ label: 'Media' }} {...mediaScreens} />
        <Resource
          name="menu-sections"
          options={{ label: 'Menu sections' }}
          {...menuSectionScreens}
        />
        {CONTENT_COLLECTIONS.map((name) => (
          <Resource
            key={name}
            name={name}
            options={{ label: COLLECTION_LABELS[name] }}
            {...collectionScreens(name)}
          />
        ))}
        <Resource name="people" options={{ label: 'People' }} {...peopleScreens} />
        <Resource name="audit" options={{ label: 'Audit log' }} {...auditScreens} />
        <Resource name="builds" options={{ label: 'Site status' }} />
        <Resource name="blog-tags" options={{ label: 'Tags' }} />
        <CustomRoutes noLayout>
          <Route path="/invite" element={<AcceptInvitationPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </CustomRoutes>
        <CustomRoutes>
          {/* Custom routes pass no resource check of their own: the role table decides here. */}
          <Route
            path="/site-status"
            element={
              <CanAccess resource="builds" action="list" accessDenied={<AccessDeniedPage />}>
                <SiteStatusPage />
              </CanAccess>
            }
          />
          {/* Everyone signed in changes their own password. */}
          <Route path="/my-password" element={<ChangePasswordPage />} />
          <Route
            path="/site-settings/*"
            element={
              <CanAccess resource="site-settings" action="edit" accessDenied={<AccessDeniedPage />}>
                <SiteSettingsPage />
              </CanAccess>
            }
          />
        </CustomRoutes>
      </Admin>
    </DataRouter>
  );
}
