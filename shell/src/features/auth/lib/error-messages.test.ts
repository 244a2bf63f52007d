import { messages } from '@undangin/contracts';
import { AuthError } from '@undangin/platform';
import { forgotErrorMessage, loginErrorMessage, registerErrorMessage, resetErrorMessage } from './error-messages';
import { newPasswordError } from './password-rules';

const fail = (status: number, code: string, message = '') => new AuthError(status, code, message);

describe('the sign-in screens show the spec text for each failure', () => {
  it('login', () => {
    const email = { whatsapp: null };
    const phone = { whatsapp: '6281234567890' };
    expect(loginErrorMessage(fail(400, 'invalid_credentials'), email)).toBe('Email atau password salah.');
    expect(loginErrorMessage(fail(400, 'invalid_credentials'), phone)).toBe(
      'Email atau password salah. Silakan periksa kembali.',
    );
    expect(loginErrorMessage(fail(400, 'email_not_confirmed'), email)).toBe(
      'Silakan verifikasi email Anda terlebih dahulu.',
    );
    expect(loginErrorMessage(fail(400, 'email_not_confirmed'), phone)).toBe(
      'Email belum diverifikasi. Silakan cek email Anda.',
    );
    expect(loginErrorMessage(fail(429, 'over_request_rate_limit'), email)).toBe(
      'Terlalu banyak percobaan login. Silakan tunggu beberapa menit.',
    );
    const wait = 'Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam 2 menit.';
    expect(loginErrorMessage(fail(429, 'over_request_rate_limit', wait), email)).toBe(wait);
    expect(loginErrorMessage(fail(400, 'user_not_found'), phone)).toBe(
      'Nomor WhatsApp 6281234567890 tidak ditemukan. Pastikan Anda sudah mendaftar dengan nomor ini atau gunakan email untuk login.',
    );
    expect(loginErrorMessage(fail(400, 'email_address_not_authorized'), phone)).toBe(
      'Email tidak ditemukan untuk nomor WhatsApp ini.',
    );
    expect(loginErrorMessage(fail(422, 'email_provider_disabled', 'Login hanya dengan email.'), email)).toBe(
      'Login hanya dengan email.',
    );
    expect(loginErrorMessage(fail(400, 'something_else'), email)).toBe(messages.login.default);
    expect(loginErrorMessage(new Error('boom'), email)).toBe('Email atau password salah. Silakan coba lagi.');
    expect(loginErrorMessage(fail(503, 'service_unavailable'), email)).toBe(messages.login.serviceTrouble);
  });

  it('register', () => {
    expect(registerErrorMessage(fail(422, 'user_already_exists'))).toBe(
      'Email sudah terdaftar. Silakan gunakan email lain atau login.',
    );
    expect(registerErrorMessage(fail(400, 'email_address_invalid'))).toBe('Format email tidak valid.');
    expect(registerErrorMessage(fail(422, 'weak_password'))).toBe('Password minimal 6 karakter.');
    expect(registerErrorMessage(fail(422, 'weak_password', 'Password minimal 6 karakter'))).toBe(
      'Password minimal 6 karakter.',
    );
    expect(registerErrorMessage(fail(422, 'weak_password', 'Password harus mengandung minimal 1 angka'))).toBe(
      'Password harus mengandung minimal 1 angka',
    );
    expect(registerErrorMessage(fail(422, 'signup_disabled'))).toBe(
      'Pendaftaran sementara dinonaktifkan. Silakan hubungi administrator.',
    );
    expect(registerErrorMessage(fail(500, 'unexpected_failure'))).toBe(
      'Terjadi kesalahan saat menyimpan data pengguna. Silakan coba lagi.',
    );
    expect(registerErrorMessage(fail(500, 'internal_error'))).toBe(
      'Terjadi kesalahan database. Silakan coba lagi dalam beberapa saat.',
    );
    expect(registerErrorMessage(fail(400, 'other'))).toBe('Pendaftaran gagal. Silakan coba lagi.');
    expect(registerErrorMessage(fail(422, 'phone_exists'))).toBe(messages.register.whatsappTaken);
  });

  it('forgot password', () => {
    expect(forgotErrorMessage(fail(400, 'user_not_found'), false)).toBe(
      'Email tidak ditemukan. Pastikan Anda sudah mendaftar dengan email ini.',
    );
    expect(forgotErrorMessage(fail(429, 'over_request_rate_limit'), false)).toBe(
      'Terlalu banyak permintaan reset password. Silakan tunggu beberapa menit sebelum mencoba lagi.',
    );
    expect(forgotErrorMessage(fail(500, 'internal_error'), false)).toBe(
      'Gagal mengirim email reset password. Silakan coba lagi.',
    );
    expect(forgotErrorMessage(fail(500, 'internal_error'), true)).toBe(
      'Gagal mengirim ulang email. Silakan coba lagi.',
    );
    expect(forgotErrorMessage(new Error('boom'), false)).toBe('Terjadi kesalahan. Silakan coba lagi.');
  });

  it('reset password', () => {
    expect(resetErrorMessage(fail(422, 'same_password'))).toBe('Password baru harus berbeda dari password lama');
    expect(resetErrorMessage(fail(403, 'session_not_found'))).toBe(messages.reset.invalidLink);
    expect(resetErrorMessage(fail(500, 'internal_error'))).toBe('Gagal mengubah password. Silakan coba lagi.');
    expect(resetErrorMessage(new Error('boom'))).toBe('Terjadi kesalahan yang tidak terduga. Silakan coba lagi.');
    expect(newPasswordError('abc', 'abc')).toBe('Password minimal 6 karakter');
    expect(newPasswordError('ABCDEF1', 'ABCDEF1')).toBe('Password harus mengandung minimal 1 huruf kecil');
    expect(newPasswordError('abcdefg', 'abcdefg')).toBe('Password harus mengandung minimal 1 angka');
    expect(newPasswordError('abcdef1', 'abcdef2')).toBe('Password dan konfirmasi password tidak sama');
    expect(newPasswordError('abcdef1', 'abcdef1')).toBeNull();
  });
});
