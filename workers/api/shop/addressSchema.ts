/**
 * The shipping address schema GET /order/form/create serves (the
 * server owns the shipping address schema); the checkout renders
 * its fields from it.
 */
export const ADDRESS_FIELDS = [
  { name: "firstName", label: "First name", type: "text", required: true, maxLength: 60, autocomplete: "given-name" },
  { name: "lastName", label: "Last name", type: "text", required: true, maxLength: 60, autocomplete: "family-name" },
  {
    name: "company",
    label: "Company or institution",
    type: "text",
    required: false,
    maxLength: 100,
    autocomplete: "organization",
  },
  { name: "address1", label: "Address", type: "text", required: true, maxLength: 120, autocomplete: "address-line1" },
  {
    name: "address2",
    label: "Apartment, suite, floor",
    type: "text",
    required: false,
    maxLength: 120,
    autocomplete: "address-line2",
  },
  { name: "city", label: "City", type: "text", required: true, maxLength: 80, autocomplete: "address-level2" },
  {
    name: "state",
    label: "State, province or region",
    type: "text",
    required: false,
    maxLength: 80,
    autocomplete: "address-level1",
  },
  {
    name: "zip",
    label: "ZIP or postal code",
    type: "text",
    required: true,
    maxLength: 20,
    autocomplete: "postal-code",
  },
  { name: "country", label: "Country", type: "country", required: true, default: "US", autocomplete: "country" },
  { name: "phone", label: "Phone", type: "tel", required: false, maxLength: 30, autocomplete: "tel" },
] as const;
