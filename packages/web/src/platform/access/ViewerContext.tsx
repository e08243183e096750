import { createContext, useContext } from 'react';
import type { ViewerFieldsFragment } from '../../__generated__/graphql';

export type Viewer = ViewerFieldsFragment;

export const ViewerContext = createContext<Viewer | null>(null);

/** The signed-in viewer; only inside the signed-in part of the app. */
export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer is used outside the signed-in shell');
  return viewer;
}
