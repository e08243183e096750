/**
 * A real 48x48 JPEG (a disc on a blue background, 570 bytes) for tests that upload images: small
 * enough to inline, real enough for the image service's content and dimension checks.
 */
export const TEST_JPEG_BASE64 =
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwADADASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAAAAYDBf/EACMQAAEDAwMFAQAAAAAAAAAAAAEAAgMEESEFMUETIlFhodH/xAAWAQEBAQAAAAAAAAAAAAAAAAAEBQb/xAAiEQABBAAGAwEAAAAAAAAAAAABAAIRIQUSFVFx8AMEExT/2gAMAwEAAhEDEQA/AOQiLWlppaqYRRC5O54A8pznBozONIABcYCyRUkGh0rGjrF0ruc2HxJ9DpXtPRLoncZuPqm6t6+aL5jpTdP80TSm0WtVTS0sxilFiNiNiPKyVJrg4BzTSEQWmCipNAhayhMtu6Rxz6GP1TapNAma+hMV+6Nxx6Of1TcWzfnrcT3lNw+Ptey6iIiy6uLl6/C19CJbd0bhn0cfim1Sa/M1lEIr90jhj0M/im1qMJzfnvcx3lQ8Qj7Vsi1pamWlmEsRsRuOCPCyRUnNDhlcKQgS0yFSQa5SvaOsHRO5xcfEn1ylY09EOldxiw+qbRTdJ9fNN8T0puoeaIpa1VTLVTGWU3J2HAHhZIipNaGgNaKQiS4yV//Z';

export function testJpegBytes(): Uint8Array<ArrayBuffer> {
  const text = atob(TEST_JPEG_BASE64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
