import type { DomainMount } from '../domain.js';
import { calendarRoutes } from './calendarRoutes.js';

/** My Auctions: the calendar and the flags of its add-sale menu (sales §7 Calendar). */
export const mountCalendar: DomainMount = ({ db }) => ({ houseRoutes: [calendarRoutes(db)] });
