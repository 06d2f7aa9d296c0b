// The choice of data mask: each candidate symbol is scored with the four penalty rules of ISO/IEC 18004:2015, 7.8.3
// (Table 11), and the lowest score wins. The rules penalize what makes a symbol hard to scan: long runs, large blocks,
// look-alikes of the finder pattern, and an unbalanced proportion of dark modules.

extension QRCodeMatrix.Grid {
    /// The mask (0–7) whose masked symbol has the lowest penalty; on a tie, the lowest mask number.
    func lowestPenaltyMask() -> Int {
        var bestMask = 0
        var bestPenalty = Int.max
        for mask in 0...7 {
            let penalty = masked(with: mask).penalty
            if penalty < bestPenalty {
                bestMask = mask
                bestPenalty = penalty
            }
        }
        return bestMask
    }

    /// The total penalty score of this symbol (N1 + N2 + N3 + N4).
    var penalty: Int {
        let lines = rows + columns
        let runs = lines.reduce(0) { $0 + Self.runPenalty($1) }
        let finderLookalikes = lines.reduce(0) { $0 + Self.finderLookalikePenalty($1) }
        return runs + blockPenalty + finderLookalikes + balancePenalty
    }

    /// Every row, top to bottom, each from left to right.
    var rows: [[Bool]] {
        (0..<size).map { row in (0..<size).map { column in self[row, column] } }
    }

    /// Every column, left to right, each from top to bottom.
    var columns: [[Bool]] {
        (0..<size).map { column in (0..<size).map { row in self[row, column] } }
    }

    /// N1: each run of 5 or more modules of one color in a row or column scores 3, plus 1 per module beyond 5.
    static func runPenalty(_ line: [Bool]) -> Int {
        var penalty = 0
        var runLength = 0
        for (index, module) in line.enumerated() {
            runLength = index > 0 && module == line[index - 1] ? runLength + 1 : 1
            // Scored once, when the run ends (at a change of color or at the line's end).
            let runEnds = index == line.count - 1 || line[index + 1] != module
            if runEnds && runLength >= 5 {
                penalty += 3 + (runLength - 5)
            }
        }
        return penalty
    }

    /// N2: each 2×2 block of one color scores 3 (overlapping blocks count separately, so an m×n block scores
    /// 3 × (m − 1) × (n − 1)).
    var blockPenalty: Int {
        var penalty = 0
        for row in 0..<size - 1 {
            for column in 0..<size - 1 {
                let color = self[row, column]
                if self[row, column + 1] == color && self[row + 1, column] == color
                    && self[row + 1, column + 1] == color
                {
                    penalty += 3
                }
            }
        }
        return penalty
    }

    /// N3: each dark-light-dark-dark-dark-light-dark (1:1:3:1:1) pattern in a row or column scores 40 when it is
    /// preceded or followed by 4 light modules, as a finder pattern is. Beyond the symbol's edge is the quiet zone,
    /// which is light.
    static func finderLookalikePenalty(_ line: [Bool]) -> Int {
        let pattern = [true, false, true, true, true, false, true]
        func isLight(_ index: Int) -> Bool { !line.indices.contains(index) || !line[index] }
        var penalty = 0
        for start in 0...(line.count - pattern.count) where line[start..<start + pattern.count].elementsEqual(pattern) {
            let lightBefore = (start - 4..<start).allSatisfy(isLight)
            let lightAfter = (start + pattern.count..<start + pattern.count + 4).allSatisfy(isLight)
            if lightBefore || lightAfter {
                penalty += 40
            }
        }
        return penalty
    }

    /// N4: 10 points for each full 5 % by which the proportion of dark modules departs from 50 %.
    var balancePenalty: Int {
        let dark = modules.count(where: { $0 })
        let total = modules.count
        // |dark / total − 1/2| in steps of 5 %, i.e. |20 × dark − 10 × total| / total, in integers to be exact.
        return 10 * (abs(20 * dark - 10 * total) / total)
    }
}
