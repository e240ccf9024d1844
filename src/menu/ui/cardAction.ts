/**
 * What the shell adds to each product card of the grid (a manager's "More" menu), or null
 * (kiosk mode, tests): the grid draws it beside the card without knowing what it does.
 */
import { createContext, type ReactNode } from 'react';
import type { Product } from '../../core/catalog';

export type CardAction = ((product: Product, soldOut: boolean) => ReactNode) | null;

export const CardActionContext = createContext<CardAction>(null);
