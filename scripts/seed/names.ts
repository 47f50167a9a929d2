// Turkish (and a few German) names with İ/ı, ş, ğ, ç, ö, ü, so the staff search can be tested on what customers
// really type; e-mails are the ASCII spelling people use in addresses ("İsmail Şahin" → ismail.sahin…).
import type { Rng } from './random';

const FIRST = [
  'İsmail',
  'Ayşe',
  'Şükrü',
  'Gülşen',
  'Çağla',
  'Ömer',
  'Ümit',
  'Işıl',
  'Ilgın',
  'Doğan',
  'Özge',
  'Büşra',
  'Mehmet',
  'Fatma',
  'Emine',
  'Mustafa',
  'Hüseyin',
  'Zeynep',
  'Elif',
  'Yiğit',
  'Çiğdem',
  'Gökhan',
  'Şeyma',
  'İrem',
  'Tuğba',
  'Burak',
  'Can',
  'Deniz',
  'Ece',
  'Barış',
  'Oğuz',
  'Sinem',
  'Ahmet',
  'Hatice',
  'Nur',
  'Eren',
  'Kübra',
  'Merve',
  'Onur',
  'Selçuk',
  'Ilkay',
  'Aylin',
  'Cem',
  'Görkem',
  'Ebru',
  'Anna',
  'Lukas',
  'Jonas',
] as const;

const LAST = [
  'Şahin',
  'Yılmaz',
  'Öztürk',
  'Çelik',
  'Doğan',
  'Kılıç',
  'Aydın',
  'Güneş',
  'Işık',
  'Yıldız',
  'Ünal',
  'Koç',
  'Kaya',
  'Demir',
  'Arslan',
  'Erdoğan',
  'Aksoy',
  'Özdemir',
  'Çakır',
  'Gündüz',
  'Bozkurt',
  'Türkmen',
  'Karagöz',
  'Akgül',
  'Şimşek',
  'Uçar',
  'Ağaoğlu',
  'Tekin',
  'Polat',
  'Sarı',
  'İnce',
  'Müller',
  'Schmidt',
  'Öğüt',
  'Gürbüz',
] as const;

const ASCII: Record<string, string> = {
  İ: 'i',
  I: 'i',
  ı: 'i',
  ş: 's',
  Ş: 's',
  ğ: 'g',
  Ğ: 'g',
  ç: 'c',
  Ç: 'c',
  ö: 'o',
  Ö: 'o',
  ü: 'u',
  Ü: 'u',
};
export const ascii = (name: string) => name.replace(/[İIıŞşĞğÇçÖöÜü]/g, (ch) => ASCII[ch] ?? ch).toLowerCase();

export function personName(rng: Rng) {
  return { first: rng.pick(FIRST), last: rng.pick(LAST) };
}

/** Unique by the customer number; the domain is reserved for examples (RFC 2606), so no mail reaches anyone. */
export const emailOf = (first: string, last: string, n: number) => `${ascii(first)}.${ascii(last)}.${n}@example.com`;

export const SCHOOLS = [
  'İstanbul Teknik Üniversitesi',
  'Orta Doğu Teknik Üniversitesi',
  'Ege Üniversitesi',
  'Hacettepe Üniversitesi',
  'Çukurova Üniversitesi',
];
export const DEPARTMENTS = [
  'Makine Mühendisliği',
  'Hemşirelik',
  'Bilgisayar Mühendisliği',
  'Elektrik-Elektronik',
  'İşletme',
];
export const COMPANIES = ['Arçelik', 'Ford Otosan', 'Türk Telekom', 'Acıbadem Hastanesi', 'Koç Holding', 'Şişecam'];
export const POSITIONS = ['Mühendis', 'Hemşire', 'Yazılım Geliştirici', 'Teknisyen', 'Uzman'];
export const MESSAGE_TEXTS = [
  'Merhaba, diploma denkliği için hangi belgeleri yüklemeliyim?',
  'Randevu saatini değiştirebilir miyiz?',
  'Belgelerinizi inceledik, dil sertifikanız eksik görünüyor.',
  'Teşekkürler, yarın yüklerim.',
  'Vize başvurusu için bir sonraki adım nedir?',
];
