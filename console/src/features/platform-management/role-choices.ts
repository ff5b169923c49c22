import { grantableMenuTree } from '@p5g/api/contract';
import { consoleRoutes, type ConsoleRoute } from '../../lib/routes-table.ts';
import { choiceTree } from './role-menus.ts';

/** Menu names that open one page, as the route table lists them (我的模板 and the side menu's 模板). */
export const samePageMenus = consoleRoutes.flatMap((route: ConsoleRoute) =>
  route.menuEntries && route.menuEntries.length > 1 ? [route.menuEntries] : [],
);

/** What the role dialog offers: every grantable page once. */
export const roleChoiceTree = choiceTree(grantableMenuTree, samePageMenus);
