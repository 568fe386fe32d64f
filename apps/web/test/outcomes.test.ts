// What a failed reply means to the user, in one table (SPEC 8), by the contract's code names.
import { describe, expect, test } from 'vitest';
import { Code } from '@cv/contract/codes';
import { NETWORK_ERROR } from '@/lib/api/base-query';
import { outcomeOf } from '@/lib/api/outcomes';

const err = (code: number, msg = '服务器消息') => ({ code, msg });

describe('outcomes', () => {
  test('401 is silent on every route (the base query already sent the user to log in)', () => {
    for (const route of ['cvDownload', 'cvNew', 'moduleSave', 'personalSave', 'queryPay', 'cvSetTemplate'] as const) {
      expect(outcomeOf(route, err(Code.UNAUTHORIZED)).kind).toBe('silent');
    }
  });

  test('download: 5 → /payment, 6 → /my-resumes?empty, 10 and 11 ignored, others shown as errors', () => {
    expect(outcomeOf('cvDownload', err(Code.QUOTA_EXHAUSTED))).toMatchObject({ kind: 'warning', goTo: '/payment' });
    expect(outcomeOf('cvDownload', err(Code.NOTHING_TO_DOWNLOAD))).toMatchObject({ goTo: '/my-resumes?empty' });
    expect(outcomeOf('cvDownload', err(Code.DOWNLOAD_GENERATING)).kind).toBe('silent');
    expect(outcomeOf('cvDownload', err(Code.DOWNLOAD_TOO_FREQUENT)).kind).toBe('silent');
    expect(outcomeOf('cvDownload', err(Code.INTERNAL))).toEqual({ kind: 'error', text: '服务器消息' });
  });

  test('avatar upload: the server names its field; the user reads what is wrong with the photo', () => {
    expect(
      outcomeOf('avatarUpload', err(Code.INVALID_PARAMS, '参数错误：字段 file 只支持 PNG、JPEG 或 WebP 图片')),
    ).toEqual({
      kind: 'error',
      text: '头像上传失败：只支持 PNG、JPEG 或 WebP 图片',
    });
    expect(
      outcomeOf('avatarUpload', err(Code.INVALID_PARAMS, '参数错误：无法读取图片尺寸，文件头不完整或已损坏')).text,
    ).toBe('头像上传失败：无法读取图片尺寸，文件头不完整或已损坏');
  });

  test('module save: 4 cuts the list to 8 with a warning; every failed delete (3 too) is the server message as a warning', () => {
    expect(outcomeOf('moduleSave', err(Code.MODULE_LIMIT))).toMatchObject({ kind: 'warning', trimModules: true });
    expect(outcomeOf('moduleSave', err(Code.INVALID_PARAMS)).kind).toBe('warning');
    expect(outcomeOf('moduleDelete', err(Code.NOT_FOUND, '模块不存在'))).toEqual({
      kind: 'warning',
      text: '模块不存在',
    });
    expect(outcomeOf('moduleDelete', err(Code.BUSY, '网络繁忙，请重试'))).toEqual({
      kind: 'warning',
      text: '网络繁忙，请重试',
    });
  });

  test('create: 5 → /payment; pay query: 2 → 网络繁忙，请重试; a network failure is an error', () => {
    expect(outcomeOf('cvNew', err(Code.QUOTA_EXHAUSTED))).toMatchObject({ kind: 'warning', goTo: '/payment' });
    expect(outcomeOf('queryPay', err(Code.BUSY, 'busy'))).toEqual({ kind: 'warning', text: '网络繁忙，请重试' });
    expect(outcomeOf('cvGet', new Error('offline')).kind).toBe('error');
  });

  test('saves: no reply pauses them quietly (offline), a 401 signs out; other failures still show', () => {
    for (const route of ['personalSave', 'moduleSave', 'moduleDelete'] as const) {
      expect(outcomeOf(route, err(NETWORK_ERROR))).toMatchObject({ kind: 'silent', offline: true });
      expect(outcomeOf(route, err(Code.UNAUTHORIZED))).toMatchObject({ kind: 'silent', signedOut: true });
    }
    expect(outcomeOf('personalSave', err(Code.INVALID_PARAMS)).kind).toBe('error');
    expect(outcomeOf('cvDownload', err(NETWORK_ERROR)).kind).toBe('error');
  });

  test('saves: busy (2), 500 and an HTTP 5xx are transient (retried quietly); a delete keeps SPEC 8', () => {
    for (const route of ['personalSave', 'moduleSave'] as const) {
      for (const code of [Code.BUSY, Code.INTERNAL, 502, 503]) {
        expect(outcomeOf(route, err(code))).toMatchObject({ kind: 'silent', transient: true });
      }
      expect(outcomeOf(route, err(Code.INVALID_PARAMS)).transient).toBeUndefined();
      expect(outcomeOf(route, err(Code.NOT_FOUND)).transient).toBeUndefined();
    }
    expect(outcomeOf('moduleDelete', err(Code.BUSY))).toMatchObject({ kind: 'warning' });
  });
});
