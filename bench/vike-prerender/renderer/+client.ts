// The product's one eager browser script.
import '../../../renderer/+client';
