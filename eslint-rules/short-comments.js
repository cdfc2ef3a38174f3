// STYLE.md: a comment says why in one or two lines; the code says what. Line comments alone on consecutive lines are one
// comment (one at a line's end stands alone), and a block comment's lines holding only its delimiters do not count.
const DELIMITER_ONLY = /^\s*(\/\*\*?|\*\/|\*)\s*$/;
const MAX_LINES = 2;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments are at most two lines.' },
    schema: [],
    messages: { tooLong: 'A comment says why in at most two lines ({{lines}} here); the code says what.' },
  },
  create(context) {
    return {
      Program() {
        const comments = context.sourceCode.getAllComments();
        const ownLine = (comment) => context.sourceCode.lines[comment.loc.start.line - 1].slice(0, comment.loc.start.column).trim() === '';
        const continues = (next, previous) =>
          next?.type === 'Line' && ownLine(next) && ownLine(previous) && next.loc.start.line === previous.loc.start.line + 1;
        const tooLong = (first, last, lines) => {
          if (lines > MAX_LINES) context.report({ loc: { start: first.loc.start, end: last.loc.end }, messageId: 'tooLong', data: { lines } });
        };
        for (let i = 0; i < comments.length; i++) {
          const comment = comments[i];
          if (comment.type === 'Block') {
            const text = context.sourceCode.getText(comment);
            tooLong(comment, comment, text.split('\n').filter((line) => !DELIMITER_ONLY.test(line)).length);
            continue;
          }
          let last = i;
          while (continues(comments[last + 1], comments[last])) last++;
          tooLong(comment, comments[last], last - i + 1);
          i = last;
        }
      },
    };
  },
};
