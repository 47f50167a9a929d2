/**
 * The office's contact details shown on /dashboard/support. The phone numbers are from the range the German
 * Federal Network Agency reserves for fiction (030 23125 xxx) and the address is a placeholder: the operator
 * replaces these with the real ones before going live.
 */
export const CONTACT = {
  /** International format without '+' or spaces, as wa.me links need it. */
  whatsapp: '493023125000',
  whatsappDisplay: '+49 30 23125 000',
  phone: '+493023125001',
  phoneDisplay: '+49 30 23125 001',
  email: 'destek@example.com',
  address: ['Musterstraße 1', '10115 Berlin', 'Deutschland'],
} as const;
