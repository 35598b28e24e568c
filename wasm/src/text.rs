//! Text written into a fixed byte buffer, without allocating: what the module hands to
//! its caller. A piece of text that does not fit is refused whole, and the writer
//! remembers that it is full.

use core::fmt;

/// A writer into `buf`, remembering how many bytes it holds.
pub struct Text<'b> {
    buf: &'b mut [u8],
    len: usize,
    full: bool,
}

impl<'b> Text<'b> {
    /// An empty text over `buf`.
    pub fn new(buf: &'b mut [u8]) -> Self {
        Text {
            buf,
            len: 0,
            full: false,
        }
    }

    /// The bytes written so far.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether nothing was written.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether some text did not fit.
    pub fn is_full(&self) -> bool {
        self.full
    }

    /// The text written so far.
    pub fn as_str(&self) -> &str {
        // Only whole `&str`s are copied in, so the bytes are UTF-8.
        core::str::from_utf8(&self.buf[..self.len]).unwrap_or("")
    }

    /// Forgets what was written.
    pub fn clear(&mut self) {
        self.len = 0;
        self.full = false;
    }
}

impl fmt::Write for Text<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        if self.full || end > self.buf.len() {
            self.full = true;
            return Err(fmt::Error);
        }
        self.buf[self.len..end].copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Text;
    use core::fmt::Write;

    #[test]
    fn text_that_does_not_fit_is_refused_whole() {
        let mut buf = [0; 8];
        let mut text = Text::new(&mut buf);
        write!(text, "e2e4").unwrap();
        assert!(write!(text, " e7e5").is_err());
        assert!(text.is_full());
        assert_eq!(text.as_str(), "e2e4");
        text.clear();
        assert!(text.is_empty() && !text.is_full());
    }
}
