import { describe, expect, it } from 'vitest';
import { parseDriverLicenceLines, parseIdCardLines } from '../../contract/card-fields';
import { OCR_LINES, OCR_PERSON } from '../fixtures/ocr/lines';

describe('ID card fields from OCR lines (contract/card-fields.ts)', () => {
  it('reads every field of a clear photo', () => {
    expect(parseIdCardLines(OCR_LINES.idCard)).toEqual({
      name: OCR_PERSON.name,
      sex: '男',
      nation: '汉',
      birthday: '1985-03-12',
      address: '北京市朝阳区建国路88号阳光花园3号楼2单元501室',
      idNumber: OCR_PERSON.idNumber,
    });
  });

  it('finds values on the line after their label', () => {
    expect(parseIdCardLines(OCR_LINES.idCardTurned)).toMatchObject({
      name: OCR_PERSON.name,
      address: '北京市朝阳区建国路88号阳光花园3号楼2单元501室',
      idNumber: OCR_PERSON.idNumber,
    });
  });

  it('offers what a poor photo still gives: the number (and its birthday), not a misread name', () => {
    expect(parseIdCardLines(OCR_LINES.idCardTiny)).toEqual({ idNumber: OCR_PERSON.idNumber, birthday: '1985-03-12' });
    const cropped = parseIdCardLines(OCR_LINES.idCardCropped);
    expect(cropped).toMatchObject({ name: OCR_PERSON.name, birthday: '1985-03-12' });
    expect(cropped.idNumber).toBeUndefined();
  });

  it('never offers an ID number whose check digit is wrong (one digit misread)', () => {
    const misread = OCR_LINES.idCard.map((l) => l.replace('110105198503120039', '110105198503120038'));
    expect(parseIdCardLines(misread).idNumber).toBeUndefined();
    expect(parseIdCardLines(['公民身份号码 1101051985031200'])).toEqual({});
  });

  it('reads full-width digits, colons and a lower-case x', () => {
    expect(parseIdCardLines(['姓名：王芳', '公民身份号码：１１０１０５１９４９１２３１００２x'])).toEqual({
      name: '王芳',
      idNumber: '11010519491231002X',
      birthday: '1949-12-31',
    });
  });

  it('gives nothing for no text or text that is no card', () => {
    expect(parseIdCardLines(OCR_LINES.logo)).toEqual({});
    expect(parseIdCardLines(['园务', 'yuanwu', '12345'])).toEqual({});
    expect(parseIdCardLines(['姓名', '性别'])).toEqual({});
  });
});

describe('driving licence fields from OCR lines', () => {
  it('reads 证号, 姓名, 准驾车型 and 有效期限 of a clear photo', () => {
    expect(parseDriverLicenceLines(OCR_LINES.licence)).toEqual({
      name: OCR_PERSON.name,
      idNumber: OCR_PERSON.idNumber,
      licenceClass: 'A1',
      validFrom: '2020-06-18',
      licenceExpiry: '2030-06-18',
    });
  });

  it('keeps what a poor photo gives and guesses none of the rest', () => {
    expect(parseDriverLicenceLines(OCR_LINES.licenceTiny)).toEqual({ name: OCR_PERSON.name, idNumber: OCR_PERSON.idNumber });
  });

  it('reads the other ways a validity is printed', () => {
    const base = ['证号 11010519491231002X', '准驾车型 B1'];
    expect(parseDriverLicenceLines([...base, '有效期限 2018.01.05至2024.01.05'])).toMatchObject({
      validFrom: '2018-01-05',
      licenceExpiry: '2024-01-05',
    });
    // "至" ending the line, the end date on the next one.
    expect(parseDriverLicenceLines([...base, '有效期限 2018年01月05日至', '2024年01月05日'])).toMatchObject({
      licenceExpiry: '2024-01-05',
    });
    // The older card: a start date and a number of years.
    expect(parseDriverLicenceLines([...base, '起始日期 2016-03-01', '有效期限 6年'])).toMatchObject({
      validFrom: '2016-03-01',
      licenceExpiry: '2022-03-01',
    });
    // 长期 has no end date to offer; a day off the calendar is no date.
    expect(parseDriverLicenceLines([...base, '有效期限 2020-06-18至长期']).licenceExpiry).toBeUndefined();
    expect(parseDriverLicenceLines([...base, '有效期限 2020-06-18至2030-02-30']).licenceExpiry).toBeUndefined();
  });

  it('takes the first class the form knows from a combined 准驾车型, and none it does not', () => {
    expect(parseDriverLicenceLines(['准驾车型 A1A2']).licenceClass).toBe('A1');
    expect(parseDriverLicenceLines(['准驾车型 c1']).licenceClass).toBe('C1');
    expect(parseDriverLicenceLines(['准驾车型 D']).licenceClass).toBeUndefined();
  });

  it('gives nothing for text that is no licence', () => {
    expect(parseDriverLicenceLines(OCR_LINES.logo)).toEqual({});
    expect(parseDriverLicenceLines(['中华人民共和国机动车驾驶证'])).toEqual({});
  });
});
