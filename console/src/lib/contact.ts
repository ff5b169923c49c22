/** The platform's customer-service line and its hours (spec §1), as shown and as a tel: link. */
export const servicePhone = { display: '400-097-0808', href: 'tel:4000970808' } as const;

export const serviceHours = '工作日 9:00-18:00';
