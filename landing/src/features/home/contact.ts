/** The platform's customer-service and business-consultation line (spec §1, §9). */
export const servicePhone = { display: '400-097-0808', href: 'tel:4000970808' } as const;

export const serviceHours = '工作日 9:00-18:00';

/** Where the console opens for a signed-in user (spec §9 default landing). */
export const consoleEntry = '/v2/pg/tpl_management';

export const loginPage = '/v2/login';
