import type { Message } from './lang.js';

/** App content: settings, menus, categories, news, popups, banners, running texts, media, push, the app's config. */
export const contentMessages = {
  // shared by the content forms
  contentTooLong: { en: 'Text is too long', id: 'Teks terlalu panjang' },
  contentImageInvalid: {
    en: 'The image must be an uploaded image or an http(s) address',
    id: 'Gambar harus hasil unggahan atau alamat http(s)',
  },
  contentUrlInvalid: { en: 'The URL must start with http:// or https://', id: 'URL harus diawali http:// atau https://' },
  contentExpiredInvalid: {
    en: 'Expiry must be a date (YYYY-MM-DD) or a date and time',
    id: 'Masa aktif harus berupa tanggal (YYYY-MM-DD) atau tanggal dan jam',
  },

  // app settings and toolbar
  appCodeInvalid: {
    en: 'Server ID may contain only letters, digits, - and _',
    id: 'Server ID hanya boleh berisi huruf, angka, - dan _',
  },
  appCodeTaken: { en: 'This Server ID is already used', id: 'Server ID sudah digunakan' },
  appApiUrlInvalid: { en: 'API URL must start with http:// or https://', id: 'API URL harus diawali http:// atau https://' },
  appColorInvalid: { en: 'The colour must be a hex colour such as #3F51B5', id: 'Warna harus kode hex seperti #3F51B5' },
  appMaxOtpInvalid: {
    en: 'Maximum OTP must be a whole number from 0 to 100',
    id: 'Maksimal OTP harus angka bulat dari 0 sampai 100',
  },
  appMaxOtpUpdated: { en: 'Update OTP OK!', id: 'Update OTP berhasil!', spec: 'en' },
  appMaintenanceOn: {
    id: 'Maintenance aktif: pesan sedang maintenance tampil saat aplikasi dibuka',
    en: 'Maintenance on: the app shows the maintenance message when opened',
  },
  appMaintenanceOff: { id: 'Maintenance mode non aktif', en: 'Maintenance mode off' },
  pushSent: { id: 'pesan terkirim', en: 'Message sent', spec: 'id' },

  // menus and categories
  menuTypeInvalid: { en: 'Unknown menu type', id: 'Tipe menu tidak dikenal' },
  categoryMenusRequired: { en: 'Choose at least one menu', id: 'Pilih minimal satu menu' },
  categoryMenuUnknown: {
    en: 'A chosen menu does not exist on this server',
    id: 'Menu yang dipilih tidak ada di server ini',
  },

  // popups and banners
  popupNameRequired: { id: 'Mohon diisi', en: 'Please fill', spec: 'id' },
  bannerNameRequired: { id: 'Nama banner tidak boleh kosong', en: 'Banner name must not be empty', spec: 'id' },
  bannerImageRequired: { id: 'Gambar banner tidak boleh kosong', en: 'Banner image must not be empty', spec: 'id' },

  // media uploads
  mediaUploaded: { en: 'Upload Successfully', id: 'Upload berhasil' },
  mediaFileRequired: { en: 'Choose an image file (form field "file")', id: 'Pilih file gambar (field "file")' },
  mediaPurposeInvalid: { en: 'Unknown upload purpose', id: 'Tujuan unggahan tidak dikenal' },
  mediaNotImage: {
    en: 'The file is not an image: only PNG, JPEG or WebP images are accepted',
    id: 'File bukan gambar: hanya gambar PNG, JPEG atau WebP yang diterima',
  },
  mediaTypeNotAllowed: {
    en: 'Only PNG, JPEG or WebP images are accepted, not {type}',
    id: 'Hanya gambar PNG, JPEG atau WebP yang diterima, bukan {type}',
  },
  mediaSvgRefused: {
    en: 'SVG images are not accepted: upload PNG, JPEG or WebP',
    id: 'Gambar SVG tidak diterima: unggah PNG, JPEG atau WebP',
  },
  mediaPolyglot: {
    en: 'The image carries hidden HTML or script and was refused',
    id: 'Gambar berisi HTML atau script tersembunyi dan ditolak',
  },
  mediaInvalidImage: { en: 'The image is damaged or cannot be read', id: 'Gambar rusak atau tidak dapat dibaca' },
  mediaTooManyPixels: {
    en: 'The image is too large in pixels (at most {max} megapixels)',
    id: 'Resolusi gambar terlalu besar (maksimal {max} megapiksel)',
  },
  mediaTooLarge: { en: 'The image must not be larger than {max}!', id: 'Ukuran gambar tidak lebih dari {max}!' },
  mediaPhotoTooLarge: { id: 'Ukuran foto tidak lebih dari 1 MB!', en: 'The photo must not be larger than 1 MB!', spec: 'id' },

  // the app's config
  publicAppKeyInvalid: { en: 'Invalid app key', id: 'App key tidak valid' },
  publicAppInactive: { en: 'This server is deactivated', id: 'Server ini non-aktif' },
} as const satisfies Record<string, Message>;
