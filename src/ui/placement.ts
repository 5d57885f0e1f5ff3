import { createContext, useContext } from 'react';

/** Where a block is drawn: as a full-width band of the page, or inside a column next to a sidebar. */
export type Placement = 'page' | 'column';
export const PlacementContext = createContext<Placement>('page');
export const usePlacement = () => useContext(PlacementContext);
