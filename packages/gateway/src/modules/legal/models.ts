/** Codegen mapper: a contact block, as the service builds it (the GraphQL shape itself). */
export interface LegalContactModel {
  isHouse: boolean;
  name: string;
  street1: string;
  street2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
}
