/** Who registers as a visitor, as the site's form sends it: each test names its own person and house. */
export function visitorRegistration(person: {
  firstName: string;
  lastName: string;
  email: string;
  houseNumber: string;
  phone?: string;
  street?: string;
}) {
  return {
    kind: 'visitor',
    phone: '0470 00 00 00',
    street: 'Avenue Delleur',
    postalCode: '1170',
    city: 'Watermael-Boitsfort',
    comment: '',
    acceptsRules: true,
    acceptsPrivacy: true,
    ...person,
  };
}
