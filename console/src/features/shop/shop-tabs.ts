/** The service shop's tabs (spec §2 /setmeal), keyed by the products' shopStatus. */
export const shopTabs = [
  { id: 'setMeal', title: '套餐服务' },
  { id: 'single', title: '+媒体' },
  { id: 'customization', title: '定制开发' },
  { id: 'operation', title: '运营支撑' },
] as const;

export type ShopTab = (typeof shopTabs)[number]['id'];

/**
 * The account centre's order links name the kind of service (spec §2: service_function,
 * service_media, service_custom, service_communicate); each opens the tab that sells it.
 */
const serviceTabs: Partial<Record<string, ShopTab>> = {
  service_function: 'setMeal',
  service_communicate: 'setMeal',
  service_media: 'single',
  service_custom: 'customization',
};

/** The tab a `currentTab` query value opens; anything unknown or missing opens the packages. */
export function shopTabFor(currentTab: string | null): ShopTab {
  if (currentTab === null) return 'setMeal';
  const direct = shopTabs.find((tab) => tab.id === currentTab);
  if (direct) return direct.id;
  return Object.hasOwn(serviceTabs, currentTab) ? serviceTabs[currentTab]! : 'setMeal';
}
