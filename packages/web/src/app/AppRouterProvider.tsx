import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router';

type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/**
 * The app's router provider, with route changes rendered as plain updates rather than React
 * transitions. With transitions, React keeps the previous screen until the next one can commit;
 * on a busy machine two quick navigations (Continue, then back) left the old step on screen for
 * half a minute while the address already named the new one, so a click landed on a page that was
 * no longer current. A screen that always matches the address, with the loading state while a lazy
 * page arrives, is the behaviour staff expect.
 */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} useTransitions={false} />;
}
