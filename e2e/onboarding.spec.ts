import { expect, test, type Page } from './fixtures';

interface Customer {
  phone: string;
  birthPlace: string;
  dateOfBirth: string;
  nik: string;
}
interface OnboardingState {
  customer: Customer;
  onboarding: { extInfo: Record<string, string> | null; questionResult: { result: string } | null };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test.describe('onboarding flow', () => {
  test('[flow.next-question] nextAction QUESTION_VALIDATE opens the questionnaire', async ({
    page,
    scenario,
  }) => {
    await scenario('flow.next-question');
    await expect(page).toHaveURL(/\/question$/);
    await expect(heading(page, 'Jawab pertanyaan berikut')).toBeVisible();
  });

  test('[flow.next-pin] nextAction PIN_VALIDATE opens PIN entry', async ({ page, scenario }) => {
    await scenario('flow.next-pin');
    await expect(page).toHaveURL(/\/pin\/set$/);
  });

  test('[flow.next-otp] nextAction OTP_VALIDATE opens OTP', async ({ page, scenario }) => {
    await scenario('flow.next-otp');
    await expect(page).toHaveURL(/\/otp\?usage=PAYLATER_APPLY&next=%2Floading$/);
  });

  test('[flow.next-prime-input] nextAction PRIME_INPUT opens the Prime data form', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('flow.next-prime-input');
    await expect(page).toHaveURL(/\/prime\/input$/);
    await expect(heading(page, 'Data Allo Prime')).toBeVisible();
    await expect(page.getByText('Verifikasi wajah')).toBeVisible();
    await expectAccessible();
    // The step is done: the flow goes on with its next step (PIN in this flow).
    await page.getByTestId('prime-continue').click();
    await expect(page).toHaveURL(/\/pin\/set$/);
  });

  test('[flow.next-paylater-input] nextAction PAYLATER_INPUT opens the Pay Later form', async ({
    page,
    scenario,
  }) => {
    await scenario('flow.next-paylater-input');
    await expect(page).toHaveURL(/\/paylater\/form$/);
    await expect(page.getByRole('heading', { name: 'Informasi pekerjaan' })).toBeVisible();
  });
});

test.describe('Pay Later form', () => {
  test('[apply.form-validation] bad input is refused field by field and a valid form is saved', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('apply.form-validation');
    const { customer } = (await bankState()) as unknown as OnboardingState;
    await expect(page.getByRole('heading', { name: 'Informasi pekerjaan' })).toBeVisible();
    await expectAccessible();

    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    const choose = (label: string) => page.getByRole('combobox', { name: label, exact: true });
    const leave = async (label: string, value: string) => {
      await field(label).fill(value);
      await field(label).blur();
    };

    await leave('Nomor HP kontak darurat', '712345678');
    await expect(
      page.getByText('Nomor HP harus diawali angka 8 dan terdiri dari 9 sampai 12 digit.'),
    ).toBeVisible();
    await leave('Nomor HP kontak darurat', customer.phone);
    await expect(page.getByText('Nomor ini tidak boleh nomor HP kamu sendiri.')).toBeVisible();

    await leave('Nama ibu kandung', 'Ibu Siti');
    await expect(
      page.getByText('Tulis nama ibu kandung sesuai Kartu Keluarga, tanpa sapaan seperti Ibu atau Mama.'),
    ).toBeVisible();
    // 'N/A': the slash is outside the allowed characters, the first rule it breaks.
    await leave('Nama ibu kandung', 'N/A');
    await expect(
      page.getByText(
        "Nama ibu kandung hanya boleh berisi huruf dan tanda baca . , - ' `, maksimal 100 karakter.",
      ),
    ).toBeVisible();
    await leave('Nama ibu kandung', 'NA');
    await expect(page.getByText('Nama ibu kandung tidak valid.')).toBeVisible();
    await leave('Nama ibu kandung', 'Siti');
    await expect(page.getByText('Nama ibu kandung tidak valid.')).toBeHidden();
    await leave('Nama ibu kandung', 'aaaa');
    await expect(page.getByText('Nama ibu kandung tidak valid.')).toBeVisible();

    await leave('Kode pos perusahaan', '123');
    await expect(page.getByText('Kode pos harus 5 digit.')).toBeVisible();

    // Everything else right, NPWP missing above Rp 50.000.000.
    await choose('Pekerjaan').selectOption('PRIVATE_EMPLOYEE');
    await choose('Bidang usaha').selectOption('TRADE');
    await choose('Jabatan').selectOption('STAFF');
    await leave('Nama perusahaan', 'PT Maju Jaya');
    await leave('Alamat perusahaan', 'Jl. Sudirman No. 1');
    await leave('Telepon perusahaan', '0215551234');
    await leave('Kode pos perusahaan', '10110');
    await leave('Nama kontak darurat', 'Budi Santoso');
    const other = customer.phone.startsWith('81')
      ? '82' + customer.phone.slice(2)
      : '81' + customer.phone.slice(2);
    await leave('Nomor HP kontak darurat', other);
    await choose('Tujuan pembukaan rekening').selectOption('CREDIT');
    await choose('Penghasilan per bulan').selectOption('3');
    await choose('Sumber penghasilan').selectOption('SALARY');
    await choose('Status pernikahan').selectOption('MARRIED');
    await leave('Nama ibu kandung', 'Siti Aminah');
    await choose('Provinsi').selectOption({ label: 'DKI Jakarta' });
    await choose('Kota/Kabupaten').selectOption({ label: 'Kota Jakarta Pusat' });
    await choose('Kecamatan').selectOption({ label: 'Gambir' });
    await choose('Kelurahan').selectOption({ label: 'Gambir' });
    await expect(field('Kode pos')).toHaveValue('10110');
    await leave('Nama jalan dan nomor rumah', 'Jl. Kebon Sirih No. 5');
    await leave('RT/RW', '001/002');

    await page.getByTestId('paylater-form-submit').click();
    await expect(page.getByText('NPWP wajib diisi untuk limit kredit di atas Rp 50.000.000.')).toBeVisible();
    expect(((await bankState()) as unknown as OnboardingState).onboarding.extInfo).toBeNull();

    await leave('NPWP', '123456789012345');
    await page.getByTestId('paylater-form-submit').click();
    await expect(page).toHaveURL(/\/ocr$/);
    const saved = ((await bankState()) as unknown as OnboardingState).onboarding.extInfo;
    expect(saved?.motherMaidenName).toBe('Siti Aminah');
    expect(saved?.taxId).toBe('123456789012345');
  });
});

test.describe('questionnaire', () => {
  test('[question.list] the questions are answered, submitted and the flow goes on', async ({
    page,
    scenario,
    bankState,
    expectAccessible,
  }) => {
    await scenario('question.list');
    const { customer } = (await bankState()) as unknown as OnboardingState;
    await expect(heading(page, 'Jawab pertanyaan berikut')).toBeVisible();
    await expectAccessible();
    const submit = page.getByTestId('question-submit');
    await page
      .getByRole('textbox', { name: 'Di kota mana kamu lahir, sesuai e-KTP?' })
      .fill(customer.birthPlace);
    await page.getByRole('textbox', { name: 'Tahun berapa kamu lahir?' }).fill('1800');
    await page.getByRole('textbox', { name: 'Apa 4 digit terakhir NIK kamu?' }).fill(customer.nik.slice(-4));
    await submit.click();
    await expect(
      page.getByText('Ada jawaban yang belum sesuai. Periksa kembali jawaban kamu.'),
    ).toBeVisible();

    await page
      .getByRole('textbox', { name: 'Tahun berapa kamu lahir?' })
      .fill(customer.dateOfBirth.slice(0, 4));
    await submit.click();
    await expect(page).toHaveURL(/\/pin\/set$/);
    expect(((await bankState()) as unknown as OnboardingState).onboarding.questionResult?.result).toBe(
      'PASS',
    );
  });
});
