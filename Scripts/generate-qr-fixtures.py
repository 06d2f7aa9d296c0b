#!/usr/bin/env python3
"""Writes Tests/YunoSDKTests/QRCodeMatrixFixtures.swift: reference QR code matrices for QRCodeMatrixTests.

The references come from two independent Python encoders, which must agree before anything is written:
- segno chooses the version and the data mask (it scores masks with the penalty rules of ISO/IEC 18004:2015, 7.8.3,
  on the symbol before format and version information are added, as QRCodeMatrix does);
- qrcode (python-qrcode) draws the same symbol with that version and mask forced, and each of the 8 masks forced.
qrcode's own mask choice is not used: it scores N3 without the quiet zone and counts both sides of a pattern.
Two corrections are made to segno 1.6.6 in this process, each replacing one function:
- it pads a bit stream that already ends on a codeword boundary with an extra zero codeword (its open issue #148);
  _write_padding_bits pads to the boundary only;
- its N3 search resumes after a counted pattern, so it misses a second pattern that overlaps it (in
  0000101110111010000 both 1011101 count, the first preceded and the second followed by 4 light modules); zxing and
  qrcode test every position, as QRCodeMatrix does, and _mask_scores recounts N3 that way (segno's N1, N2, N4 stay).

Both encoders are forced to byte mode without ECI, as QRCodeMatrix encodes. Not run by CI; to regenerate:
    pip install qrcode segno && python3 Scripts/generate-qr-fixtures.py
"""

import pathlib

import qrcode
import qrcode.util
import segno
import segno.consts
import segno.encoder


def _write_padding_bits(buff, version, length):
    """segno's write_padding_bits, padding to the next codeword boundary only when not already on one (7.4.10)."""
    if version not in (segno.consts.VERSION_M1, segno.consts.VERSION_M3):
        buff.extend([0] * (-length % 8))


def _finder_lookalikes(line):
    """N3 of one row or column: 40 for each 1011101 preceded or followed by 4 light modules (outside is light)."""
    size = len(line)
    light = [True] * 4 + [not module for module in line] + [True] * 4
    count = 0
    for start in range(size - 6):
        if [bool(module) for module in line[start : start + 7]] == [True, False, True, True, True, False, True]:
            if all(light[start : start + 4]) or all(light[start + 11 : start + 15]):
                count += 1
    return 40 * count


_segno_mask_scores = segno.encoder.mask_scores


def _mask_scores(matrix, width, height):
    n1, n2, _, n4 = _segno_mask_scores(matrix, width, height)
    rows = [list(row) for row in matrix]
    columns = [[row[column] for row in matrix] for column in range(width)]
    n3 = sum(_finder_lookalikes(line) for line in rows + columns)
    return n1, n2, n3, n4


segno.encoder.write_padding_bits = _write_padding_bits
segno.encoder.mask_scores = _mask_scores

LEVELS = ["low", "medium", "quartile", "high"]
SEGNO_LEVEL = {"low": "l", "medium": "m", "quartile": "q", "high": "h"}
QRCODE_LEVEL = {
    "low": qrcode.constants.ERROR_CORRECT_L,
    "medium": qrcode.constants.ERROR_CORRECT_M,
    "quartile": qrcode.constants.ERROR_CORRECT_Q,
    "high": qrcode.constants.ERROR_CORRECT_H,
}

PIX = (
    "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR"
    "5913Fulano de Tal6008BRASILIA62070503***63041D3D"
)


def pseudo_text(length, seed):
    """Printable ASCII from a linear congruential generator; QRCodeMatrixTests has the same function."""
    state = seed
    characters = []
    for _ in range(length):
        state = (state * 1103515245 + 12345) % 2**31
        characters.append(chr(33 + (state >> 16) % 94))
    return "".join(characters)


def segno_symbol(data, level):
    symbol = segno.make_qr(data, error=SEGNO_LEVEL[level], mode="byte", eci=False, boost_error=False)
    return symbol.version, symbol.mask, [[bool(module) for module in row] for row in symbol.matrix]


def qrcode_matrix(data, level, version, mask):
    code = qrcode.QRCode(version=version, error_correction=QRCODE_LEVEL[level], border=0, mask_pattern=mask)
    code.add_data(qrcode.util.QRData(data, mode=qrcode.util.MODE_8BIT_BYTE))
    code.make(fit=False)
    return [[bool(module) for module in row] for row in code.modules]


def qrcode_own_mask(data, level, version):
    """The mask qrcode itself would choose (reported, not used)."""
    code = qrcode.QRCode(version=version, error_correction=QRCODE_LEVEL[level], border=0)
    code.add_data(qrcode.util.QRData(data, mode=qrcode.util.MODE_8BIT_BYTE))
    return code.best_mask_pattern()


AGREEMENT = {"same": 0, "different": 0}


def reference(text, level):
    """(version, mask, matrix) for the text, checked to be the same in both encoders."""
    data = text.encode("utf-8")
    version, mask, matrix = segno_symbol(data, level)
    assert qrcode_matrix(data, level, version, mask) == matrix, (text[:20], level)
    AGREEMENT["same" if qrcode_own_mask(data, level, version) == mask else "different"] += 1
    return version, mask, matrix


def digest(matrix):
    """FNV-1a (64-bit) of the modules in row-major order, one byte (0 or 1) each."""
    value = 0xCBF29CE484222325
    for row in matrix:
        for module in row:
            value ^= int(module)
            value = (value * 0x100000001B3) % 2**64
    return value


def packed_hex(matrix):
    """The modules in row-major order, 8 to a byte, most significant first, the last byte padded with light."""
    bits = [module for row in matrix for module in row]
    bits += [False] * (-len(bits) % 8)
    return "".join(
        "%02x" % sum(bit << (7 - offset) for offset, bit in enumerate(bits[start : start + 8]))
        for start in range(0, len(bits), 8)
    )


def byte_capacity(version, level):
    """The largest byte count that fits the version in segno's capacity table, checked by encoding one byte more."""
    error = {"low": segno.consts.ERROR_LEVEL_L, "medium": segno.consts.ERROR_LEVEL_M,
             "quartile": segno.consts.ERROR_LEVEL_Q, "high": segno.consts.ERROR_LEVEL_H}[level]
    count_bits = 8 if version <= 9 else 16
    length = (segno.consts.SYMBOL_CAPACITY[version][error] - 4 - count_bits) // 8
    if version < 40:
        # A forced mask skips segno's mask evaluation: only the version matters here.
        larger = segno.make_qr(b"a" * (length + 1), error=SEGNO_LEVEL[level], mode="byte", eci=False,
                               boost_error=False, mask=0)
        assert larger.version == version + 1, (version, level)
    return length


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def hex_literal(hex_text, indent):
    lines = [hex_text[start : start + 96] for start in range(0, len(hex_text), 96)]
    body = "\\\n".join(indent + line for line in lines)
    return '"""\n' + body + "\n" + indent + '"""'


def main():
    utf8_text = "Pagamento São Paulo: R$ 10,00 — obrigado! 日本語 🇧🇷"
    # (name, text, Swift expression of the text, level)
    named = [("short ASCII", "Hello, PIX!", '"Hello, PIX!"', level) for level in LEVELS] + [
        ("digits only (still byte mode)", "0123456789012345", '"0123456789012345"', "medium"),
        ("PIX copia e cola", PIX, "pixCopiaECola", "medium"),
        ("PIX copia e cola", PIX, "pixCopiaECola", "high"),
        ("non-ASCII UTF-8", utf8_text, "nonASCIIText", "medium"),
        ("non-ASCII UTF-8", utf8_text, "nonASCIIText", "quartile"),
    ]
    long_seed = 512

    out = []
    out.append("// Generated by Scripts/generate-qr-fixtures.py from the segno and qrcode Python encoders; do not edit.")
    out.append("// Each matrix is row-major, 8 modules to a hex byte, most significant bit first.")
    out.append("")
    out.append("import Testing")
    out.append("")
    out.append("@testable import YunoSDK")
    out.append("")
    out.append("extension QRCodeMatrixTests {")
    out.append("    /// A symbol from the reference encoders: the mask segno chose, the matrix with it, and the digest of the")
    out.append("    /// matrix qrcode draws with each mask 0–7 forced.")
    out.append("    struct Reference: Sendable, CustomTestStringConvertible {")
    out.append("        let name: String")
    out.append("        let text: String")
    out.append("        let level: QRCodeMatrix.ErrorCorrection")
    out.append("        let version: Int")
    out.append("        let mask: Int")
    out.append("        let matrix: String")
    out.append("        let maskDigests: [UInt64]")
    out.append("")
    out.append("        var testDescription: String { \"\\(name), \\(level)\" }")
    out.append("    }")
    out.append("")
    out.append("    /// A realistic PIX \"copia e cola\" string (an EMV payload of 150 characters).")
    out.append("    static let pixCopiaECola =")
    out.append("        %s" % swift_string(PIX[:90]))
    out.append("        + %s" % swift_string(PIX[90:]))
    out.append("")
    out.append("    /// Text whose UTF-8 form has 2-, 3- and 4-byte sequences.")
    out.append("    static let nonASCIIText = %s" % swift_string(utf8_text))
    out.append("")
    out.append("    static let references: [Reference] = [")
    cases = list(named)
    for level in ["medium", "low"]:
        expression = "pseudoText(length: 512, seed: %d)" % long_seed
        cases.append(("512 characters", pseudo_text(512, long_seed), expression, level))
    for name, text, text_expression, level in cases:
        version, mask, matrix = reference(text, level)
        data = text.encode("utf-8")
        digests = [digest(qrcode_matrix(data, level, version, forced)) for forced in range(8)]
        out.append("        Reference(")
        out.append("            name: %s," % swift_string(name))
        out.append("            text: %s," % text_expression)
        out.append("            level: .%s, version: %d, mask: %d," % (level, version, mask))
        out.append("            matrix: %s," % hex_literal(packed_hex(matrix), "                "))
        out.append("            maskDigests: [")
        out.append("                %s," % ", ".join("0x%016X" % value for value in digests[:4]))
        out.append("                %s," % ", ".join("0x%016X" % value for value in digests[4:]))
        out.append("            ]),")
    out.append("    ]")
    out.append("")
    out.append("    /// For each version and level, a text of exactly the version's byte capacity: the version segno chose")
    out.append("    /// (the one given), the mask it chose, and the digest of the matrix. The text is")
    out.append("    /// `pseudoText(length: length, seed: version * 4 + level index)`.")
    out.append("    static let capacityReferences: [CapacityReference] = [")
    for version in range(1, 41):
        for level_index, level in enumerate(LEVELS):
            length = byte_capacity(version, level)
            text = pseudo_text(length, version * 4 + level_index)
            chosen_version, mask, matrix = reference(text, level)
            assert chosen_version == version, (version, level, chosen_version)
            out.append("        CapacityReference(version: %d, level: .%s, length: %d, mask: %d, digest: 0x%016X)," % (
                version, level, length, mask, digest(matrix)))
    out.append("    ]")
    out.append("}")

    path = pathlib.Path(__file__).resolve().parent.parent / "Tests/YunoSDKTests/QRCodeMatrixFixtures.swift"
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    print("wrote", path)
    print("qrcode's own mask choice equals segno's for %(same)d symbols and differs for %(different)d" % AGREEMENT)


if __name__ == "__main__":
    main()
