import { expect, test } from 'vitest';
import { contactView, formatFigure, formatOpeningHours } from './site-content';
import type { SiteContent } from './schemas/site-content';

test('figures read the way each language writes numbers', () => {
  const percent = { value: 98, unit: 'percent', plus: false, label: { tr: 'a', en: 'a', de: 'a' } } as const;
  const count = { value: 1500, unit: 'count', plus: true, label: { tr: 'a', en: 'a', de: 'a' } } as const;
  expect(['tr', 'en', 'de'].map((l) => formatFigure(percent, l as 'tr'))).toEqual(['%98', '98%', '98\u00a0%']);
  expect(['tr', 'en', 'de'].map((l) => formatFigure(count, l as 'tr'))).toEqual(['1.500+', '1,500+', '1.500+']);
});

test('opening hours: consecutive days become a range, others a list, with the weekday names of the locale', () => {
  const week = [
    {
      days: ['mon' as const, 'tue' as const, 'wed' as const, 'thu' as const, 'fri' as const],
      opens: '09:00',
      closes: '18:00',
    },
  ];
  expect(formatOpeningHours(week, 'en')).toEqual(['Mon–Fri 09:00–18:00']);
  expect(formatOpeningHours(week, 'de')).toEqual(['Mo–Fr 09:00–18:00']);
  expect(formatOpeningHours([{ days: ['sat', 'mon'], opens: '10:00', closes: '14:00' }], 'tr')).toEqual([
    'Pzt, Cmt 10:00–14:00',
  ]);
});

test('contact methods get their links; an example office address makes the card an example', () => {
  const site = {
    company: {
      example: true,
      name: 'X GmbH',
      representative: 'R',
      address: { street: 'S 1', postalCode: '10115', city: 'Berlin', country: 'Deutschland' },
      email: 'a@b.de',
      phone: '+49 30 1',
      register: { court: 'AG', number: 'HRB 1' },
      vatId: 'DE1',
    },
    contact: {
      example: false,
      messaging: { app: 'WhatsApp', number: '+49 30 23125 000' },
      phone: '+49 30 23125 001',
      email: 'd@e.de',
      hours: [{ days: ['mon'], opens: '09:00', closes: '12:00' }],
    },
    figures: { example: false, items: [] },
  } as SiteContent;
  expect(contactView(site, 'en')).toEqual({
    example: true,
    messaging: { app: 'WhatsApp', display: '+49 30 23125 000', href: 'https://wa.me/493023125000' },
    phone: { display: '+49 30 23125 001', href: 'tel:+493023125001' },
    email: 'd@e.de',
    office: ['S 1', '10115 Berlin', 'Deutschland'],
    hours: ['Mon 09:00–12:00'],
  });
});
