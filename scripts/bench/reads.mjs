// What `npm run bench -- --api` measures. Add a row per authenticated list as it lands (documents, packages,
// payments, appointments, notifications): path, and headers when the row tests something beyond the plain read.
export const READS = [
  { name: 'health (no auth, no db)', path: '/api/health' },
  { name: 'session', path: '/api/auth/session' },
  { name: 'profile', path: '/api/profile' },
  { name: 'onboarding status', path: '/api/onboarding/current-step' },
  { name: 'onboarding status, br', path: '/api/onboarding/current-step', headers: { 'accept-encoding': 'br, gzip' } },
  { name: 'documents', path: '/api/documents' },
  { name: 'packages (catalog)', path: '/api/packages' },
  { name: 'user packages', path: '/api/user-packages' },
  { name: 'payments', path: '/api/payments' },
  { name: 'appointments', path: '/api/appointments' },
  { name: 'notifications', path: '/api/notifications' },
  { name: 'notifications unread', path: '/api/notifications/unread-count' },
  { name: 'messages (page of 30)', path: '/api/messages' },
  { name: 'messages unread', path: '/api/messages/unread-count' },
];

export const PASSWORD = 'Bench-Passw0rd-1';

/** A one-page PDF padded to `size` bytes: the server checks the magic bytes, not the name. */
export const pdfOfSize = (size) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

/** Registers an account and fills the wizard the way a real user would, so the status answer has real weight. */
export async function seedAccount(base, email) {
  const call = async (method, path, json, token) => {
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(json),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).data;
  };
  const registered = await call('POST', '/api/auth/register', {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email,
    password: PASSWORD,
    acceptTerms: true,
  });
  const token = registered.access_token;
  await call('PUT', '/api/onboarding/welcome', {}, token);
  await call(
    'PUT',
    '/api/onboarding/personal-info',
    { birthDate: '1994-05-17', gender: 'female', maritalStatus: 'single', phone: '+90 532 123 45 67' },
    token,
  );
  await call(
    'PUT',
    '/api/onboarding/education',
    {
      education: [
        {
          school: 'İstanbul Teknik Üniversitesi',
          department: 'Makine Mühendisliği',
          startDate: '2012-09-01',
          endDate: '2016-06-30',
          stillStudying: false,
        },
        {
          school: 'Orta Doğu Teknik Üniversitesi',
          department: 'Yüksek Lisans',
          startDate: '2016-09-01',
          endDate: '2018-06-30',
          stillStudying: false,
        },
      ],
    },
    token,
  );
  await call(
    'PUT',
    '/api/onboarding/work-experience',
    {
      workExperience: [
        {
          company: 'Arçelik',
          position: 'Mühendis',
          startDate: '2018-08-01',
          endDate: '',
          stillWorking: true,
          description: 'Üretim hattı tasarımı ve bakım planlaması.',
        },
        {
          company: 'Ford Otosan',
          position: 'Stajyer',
          startDate: '2015-07-01',
          endDate: '2015-09-30',
          stillWorking: false,
          description: '',
        },
      ],
    },
    token,
  );
  await call(
    'PUT',
    '/api/onboarding/languages',
    {
      languages: [
        { language: 'de', level: 'B1', certificate: 'Goethe-Zertifikat B1' },
        { language: 'en', level: 'B2' },
        { language: 'tr', level: 'Native' },
      ],
    },
    token,
  );
  const form = new FormData();
  form.set('file', new Blob([pdfOfSize(50_000)], { type: 'application/pdf' }), 'cv.pdf');
  const cv = await fetch(`${base}/api/onboarding/cv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (cv.status !== 201) throw new Error(`CV upload: ${cv.status} ${await cv.text()}`);
  return { id: registered.user.id, email, token };
}
